/**
 * Whether a question is written in letters, but none of them Latin (Arabic, Chinese, Cyrillic):
 * the assistant reads English only, so it says so rather than ask for a question. Digits,
 * punctuation and emoji are no letters.
 */
export function writtenWithoutLatinLetters(text: string): boolean {
  return /\p{L}/u.test(text) && !/\p{Script=Latin}/u.test(text);
}
