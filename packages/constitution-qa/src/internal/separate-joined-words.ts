// Shortest joined word looked at, and shortest part it is split into: "canthe" and "theprez" are
// two words; "a" and "i" alone are too easily found inside a name ("Banda" is not "band a").
const MIN_JOINED_LENGTH = 5;
const MIN_PART_LENGTH = 2;
const LETTERS = /[A-Za-z]+/g;
/**
 * Most words of one message asked whether they are misspellings. The question costs a near-word
 * lookup (a pass over a bucket of the vocabulary), and the separator reads the whole message before
 * the ranked words are chosen (`MAX_RANKED_WORDS`), so without a budget 2,000 characters of
 * near-misses ("admintstratoon") cost 80 to 510 ms a question. Past the budget a word that could be
 * split is left as written, as an unknown word.
 */
export const MAX_MISSPELLING_CHECKS = 24;

/** How well a word is known: 2 a word of meaning, 1 a function word, 0 unknown. */
export type WordKnowledge = (word: string) => 0 | 1 | 2;

/**
 * Whether the document writes two words side by side that the member wrote as one: "spokesperson"
 * where the constitution says "spokes person". Given the word and a split of it, lower-case.
 */
export type WrittenApart = (word: string, left: string, right: string) => boolean;

/**
 * Puts back the space a phone keyboard dropped between two words ("canthe prez be removed",
 * "howmany members"): a word nothing knows, and that is no misspelling of a known word, is split
 * where both parts are known words, preferring parts that carry meaning over function words, then
 * the most even split. A word that is known, or has no such split, is left as written, unless the
 * document writes it as two words (`writtenApart`): a compound is written closed, open or
 * hyphenated by different writers ("spokesperson", "spokes person"), and the member's way should
 * meet the document's.
 */
export function createWordSeparator(
  knowledge: WordKnowledge,
  isMisspelling: (word: string) => boolean,
  writtenApart: WrittenApart = () => false,
  maxMisspellingChecks = MAX_MISSPELLING_CHECKS,
): (text: string) => string {
  function splitAsDocument(word: string): number | undefined {
    for (let at = MIN_PART_LENGTH; at <= word.length - MIN_PART_LENGTH; at += 1) {
      if (writtenApart(word, word.slice(0, at), word.slice(at))) return at;
    }
    return undefined;
  }

  // Whether a misspelling is asked only when a split exists, since the answer changes nothing
  // otherwise; and at most `maxMisspellingChecks` times a message (`checks`).
  function split(word: string, checks: { left: number }): string | undefined {
    const lower = word.toLowerCase();
    if (lower.length < MIN_JOINED_LENGTH) return undefined;
    const apart = splitAsDocument(lower);
    if (apart !== undefined) return `${word.slice(0, apart)} ${word.slice(apart)}`;
    if (knowledge(lower) > 0) return undefined;
    let best: { at: number; score: number } | undefined;
    for (let at = MIN_PART_LENGTH; at <= lower.length - MIN_PART_LENGTH; at += 1) {
      const left = knowledge(lower.slice(0, at));
      const right = knowledge(lower.slice(at));
      if (left === 0 || right === 0) continue;
      const even = Math.min(at, lower.length - at) / lower.length;
      const score = left + right + even;
      if (!best || score > best.score) best = { at, score };
    }
    if (!best || checks.left <= 0) return undefined;
    checks.left -= 1;
    if (isMisspelling(lower)) return undefined;
    return `${word.slice(0, best.at)} ${word.slice(best.at)}`;
  }
  return (text) => {
    const checks = { left: maxMisspellingChecks };
    return text.replace(LETTERS, (word) => split(word, checks) ?? word);
  };
}
