// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

/** The source stylesheet as the build bundles it: styles.css with its @imports inlined. */
function bundledSource(file: string): string {
  return readFileSync(file, 'utf8').replace(/@import "([^"]+)";/g, (_, imported: string) =>
    bundledSource(join(dirname(file), imported)),
  );
}

/** The classes the README's "Classes for your own markup" table promises. */
function promisedClasses(): string[] {
  const readme = readFileSync(join(packageRoot, 'README.md'), 'utf8');
  const section = readme.split('### Classes for your own markup')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/`(coaz-[a-z_-]+)`/g)].map((match) => match[1] ?? '');
}

it("styles every class the README offers for other tools' markup", () => {
  const stylesheet = bundledSource(join(packageRoot, 'src/styles.css'));
  const promised = promisedClasses();
  expect(promised).toContain('coaz-file-input');
  expect(promised.filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(stylesheet))).toEqual(
    [],
  );
});
