// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

/** The packages the published source imports (tests, stories and their helpers left out). */
function importedPackages(): string[] {
  const sources = readdirSync(join(packageRoot, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) => !/\.(test|stories)\.tsx?$|test-support|internal\/story-/.test(file));
  const names = sources.flatMap((file) =>
    ts
      .preProcessFile(readFileSync(join(packageRoot, 'src', file), 'utf8'), true, true)
      .importedFiles.map((imported) => imported.fileName)
      .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:'))
      .map((specifier) =>
        specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/'),
      ),
  );
  return [...new Set(names)].sort();
}

it('asks installers for exactly the packages its published code imports', () => {
  const declared = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).sort();
  expect(declared).toEqual(importedPackages());
});
