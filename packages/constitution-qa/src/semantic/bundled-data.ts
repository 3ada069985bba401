import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * A file the package's build writes to its data/ folder (the word vectors, the English word list):
 * published in the package, not kept in git.
 * @throws Error when the file is missing (the package was not built).
 */
export function readBundledData(name: string): Buffer {
  // The data/ folder is one level above the built dist/ files, two above the sources in
  // src/semantic/.
  const path = [`../data/${name}`, `../../data/${name}`]
    .map((location) => fileURLToPath(new URL(location, import.meta.url)))
    .find((candidate) => existsSync(candidate));
  if (path === undefined)
    throw new Error(
      `The package is missing data/${name}: \`pnpm --filter @coaz/constitution-qa build\` writes it`,
    );
  return readFileSync(path);
}
