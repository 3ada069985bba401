import { singleLetters } from '../internal/near-words';

/** Reads a word written the way phones are texted on ("mny", "thm", "hapns") as the word meant. */
export type TextingReader = (word: string) => string | undefined;

// A texted word drops vowels, never adds them: its consonants, first letter kept whatever it is,
// with each run of one letter written once ("happens" and "hapns" give "hpns").
function consonantSkeleton(word: string): string {
  return singleLetters(`${word[0] ?? ''}${word.slice(1).replace(/[aeiou]/g, '')}`);
}

// Whether every letter of `short` appears in `long` in order.
function isSubsequence(short: string, long: string): boolean {
  let at = 0;
  for (const letter of long) if (letter === short[at]) at += 1;
  return at === short.length;
}

// A skeleton of fewer letters matches too many words ("da" gives "d": do, did, day, dead).
const MIN_SKELETON = 2;
// A written word this short ("cn", "thm", "mny") is read only as one of the commonest words of
// English: there a texted function word is far likelier than an abbreviation the reader does not
// know, which a rarer word of the same letters would misread ("uth" is no "utah").
const SHORT_WORD = 3;
const SHORT_WORD_RANK = 3000;

/**
 * A reader of texting spellings against English words given most frequent first: a word whose
 * letters all appear in order in a known word with the same consonants is read as the most
 * frequent such word ("mny" as "many", not "money"; "suspnd" as "suspend"), or undefined.
 */
export function createTextingReader(wordsByFrequency: Iterable<string>): TextingReader {
  const bySkeleton = new Map<string, { word: string; rank: number }[]>();
  const listed = new Set<string>();
  let rank = 0;
  for (const word of wordsByFrequency) {
    listed.add(word);
    const skeleton = consonantSkeleton(word);
    const list = bySkeleton.get(skeleton) ?? [];
    list.push({ word, rank });
    bySkeleton.set(skeleton, list);
    rank += 1;
  }
  return (written) => {
    const skeleton = consonantSkeleton(written);
    // A listed word is a word of its own ("sms" is no "seems").
    if (skeleton.length < MIN_SKELETON || listed.has(written) || !/^[a-z]+$/.test(written))
      return undefined;
    const short = written.length <= SHORT_WORD;
    const found = bySkeleton
      .get(skeleton)
      ?.find(
        (candidate) =>
          candidate.word !== written &&
          (!short || candidate.rank < SHORT_WORD_RANK) &&
          isSubsequence(written, candidate.word),
      );
    return found?.word;
  };
}
