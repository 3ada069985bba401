import { isStopWord, tokenise } from '../internal/tokenise';

// Fewest distinct words of a question, and the widest stretch of a passage's words (function
// words left out) they must all fall in, for the passage to state what the question asks about.
// Two words near each other are weak evidence ("income from investments" beside "funds"); three in
// one short stretch, in any order ("Electoral Commission appointed by"), name one thing.
const MIN_WORDS = 3;
const WINDOW = 6;

/**
 * Whether a passage names every one of a question's words (at least three) within one short
 * stretch of its text, in any order: the passage speaks of exactly what the question asks about.
 * Each word is given as the stems that may stand for it: its own, and the glossary's words for it
 * ("chosen" is met by "appointed").
 */
export function statesTogether(
  questionWords: readonly (readonly string[])[],
  passageText: string,
): boolean {
  const wanted = questionWords.filter((forms) => forms.length > 0);
  if (wanted.length < MIN_WORDS) return false;
  const stems = tokenise(passageText)
    .filter((token) => !isStopWord(token.word))
    .map((token) => token.stem);
  for (let start = 0; start + wanted.length <= stems.length; start += 1) {
    const stretch = new Set(stems.slice(start, start + WINDOW));
    if (wanted.every((forms) => forms.some((stem) => stretch.has(stem)))) return true;
  }
  return false;
}
