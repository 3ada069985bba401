import { inflectionBases } from '../internal/inflection-bases';
import { createNearWordIndex, singleLetters } from '../internal/near-words';
import { createTextingReader, type TextingReader } from './texting-reader';

/** Corrects a misspelt word to the nearest known one. */
export type SpellingCorrector = (word: string) => string;

// Words shorter than this are left alone: too many real words sit one edit from a short typo.
const MIN_LENGTH = 4;
// From this length two edits are allowed, below it one.
const TWO_EDITS_FROM = 8;
// Corrections remembered. Questions come from the public, so every new word would otherwise stay
// in memory for good: past this many, the oldest is forgotten.
const CACHE_SIZE = 5000;

// A texting reader depends on the frequent-words list alone, which is the one bundled list for
// every engine of a process: built once per list, not per engine (it was a third of the time an
// engine took to build, paid again by every server a test suite starts).
const textingReaders = new WeakMap<Iterable<string>, TextingReader>();

function textingReaderFor(frequentWords: Iterable<string>): TextingReader {
  let reader = textingReaders.get(frequentWords);
  if (!reader) {
    reader = createTextingReader(frequentWords);
    textingReaders.set(frequentWords, reader);
  }
  return reader;
}

/**
 * A corrector against two word lists: a word either list knows is kept; a regular inflection of a
 * known word is read as that word ("quitting" as "quit"); any other is replaced by the nearest word
 * within one edit (two for long words), a word of the document winning over a merely English one
 * at the same distance, so "apeal" becomes "appeal" and "transfered" "transferred". Given English
 * words most frequent first (`frequentWords`), a word with no near word, or too short to have one,
 * is read as texted with its vowels left out ("mny" as "many", "hapns" as "happens").
 */
export function createSpellingCorrector(
  documentWords: Iterable<string>,
  englishWords: Iterable<string>,
  frequentWords: Iterable<string> = [],
): SpellingCorrector {
  const readTexting = textingReaderFor(frequentWords);
  const known = new Map<string, number>();
  for (const word of englishWords) known.set(word, 1);
  for (const word of documentWords) known.set(word, 0);
  const index = createNearWordIndex([...known].filter(([word]) => word.length >= MIN_LENGTH - 1));
  const cache = new Map<string, string>();
  return (word) => {
    if (known.has(word) || /\d/.test(word)) return word;
    const cached = cache.get(word);
    if (cached !== undefined) return cached;
    const corrected =
      word.length < MIN_LENGTH
        ? (readTexting(word) ?? word)
        : (inflectionBases(word).find((form) => known.has(form)) ??
          nearest(word) ??
          readTexting(word) ??
          word);
    if (cache.size >= CACHE_SIZE) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(word, corrected);
    return corrected;
  };

  function nearest(word: string): string | undefined {
    const limit = word.length >= TWO_EDITS_FROM ? 2 : 1;
    let best: { word: string; rank: number } | undefined;
    const squeezed = singleLetters(word);
    for (const candidate of index.near(word, limit)) {
      // Distance first; at one distance a slip of doubled letters alone ("actualy" for
      // "actually"), the commonest in English, before other edits ("actual"); then the
      // document's own words.
      const otherEdit = singleLetters(candidate.word) === squeezed ? 0 : 1;
      const rank = candidate.distance * 4 + otherEdit * 2 + candidate.value;
      if (!best || rank < best.rank) best = { word: candidate.word, rank };
    }
    return best?.word;
  }
}
