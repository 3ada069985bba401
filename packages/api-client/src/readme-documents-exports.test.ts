// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const ENTRIES = ['src/index.ts', 'src/membership/index.ts', 'src/react/index.ts'];

/** The names an entry file exports: its explicit `export { ... } from` and `export type { ... } from` lists. */
function exportedNames(entry: string): string[] {
  const source = readFileSync(`${packageRoot}${entry}`, 'utf8');
  return [...source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map(
        (name) =>
          name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)
            .at(-1) ?? '',
      )
      .filter((name) => name !== ''),
  );
}

describe('README', () => {
  const readme = readFileSync(`${packageRoot}README.md`, 'utf8');

  it.each(ENTRIES)('names every export of %s, so another tool can find it', (entry) => {
    const names = exportedNames(entry);
    expect(names.length).toBeGreaterThan(0);
    const undocumented = names.filter((name) => !new RegExp(`\\b${name}\\b`).test(readme));
    expect(undocumented).toEqual([]);
  });
});
