import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The names an entry file exports: its explicit `export { ... } from` and `export type { ... } from` lists. */
export function exportedNames(packageRoot, entry) {
  const source = readFileSync(join(packageRoot, entry), 'utf8');
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

/** The exports of an entry file that the package's README never names as a whole word. */
export function undocumentedExports(packageRoot, entry) {
  const readme = readFileSync(join(packageRoot, 'README.md'), 'utf8');
  return exportedNames(packageRoot, entry).filter(
    (name) => !new RegExp(`\\b${name}\\b`).test(readme),
  );
}
