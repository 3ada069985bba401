import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The data/ folder is one level above the built dist/ files, two above the sources in
// src/semantic/.
const LOCATIONS = ['../data/', '../../data/'];

/**
 * Where a file of the package's data/ folder is, found from `codeUrl`, the address of the code
 * reading it (`import.meta.url`, which a bundle to CommonJS leaves empty).
 *
 * Decision: the package finds its data beside its own code and takes no option for another
 * folder. The two files are read once per process and shared by every engine (the texting reader
 * is built once per word list too), so a per-engine folder would need caches keyed by folder and
 * one more public option to keep, for what a bundler's `external` setting already solves; the
 * error therefore names the paths it looked in and that setting.
 * @throws Error naming the paths looked in, and what to do, when the file is in none of them.
 */
export function bundledDataPath(name: string, codeUrl: string | undefined): string {
  const candidates =
    typeof codeUrl === 'string' && codeUrl.startsWith('file:')
      ? LOCATIONS.map((location) => fileURLToPath(new URL(`${location}${name}`, codeUrl)))
      : [];
  const path = candidates.find((candidate) => existsSync(candidate));
  if (path !== undefined) return path;
  const lookedIn =
    candidates.length > 0
      ? `looked for ${candidates.join(' and ')}, beside its own code`
      : 'its code runs from a bundle that does not say where it is (import.meta.url is empty)';
  throw new Error(
    `@coaz/constitution-qa cannot find its data file ${name}: ${lookedIn}. ` +
      'Bundling the package into your own code (esbuild, ncc, webpack) moves its code away from ' +
      'its data/ folder: keep @coaz/constitution-qa external so that it loads from node_modules ' +
      '(esbuild: --external:@coaz/constitution-qa). Working in the package’s own repository, ' +
      'build it first: pnpm --filter @coaz/constitution-qa build.',
  );
}

/**
 * A file the package's build writes to its data/ folder (the word vectors, the English word list):
 * published in the package, not kept in git.
 * @throws Error when the file is missing (the package was not built, or was bundled into other
 * code): see {@link bundledDataPath}.
 */
export function readBundledData(name: string): Buffer {
  return readFileSync(bundledDataPath(name, import.meta.url));
}
