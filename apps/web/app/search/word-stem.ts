/**
 * Endings cut from a searched word, longest first, with the shortest start each may leave: the
 * start must still say something ("paying" → "pay", but "being" is not "be", "based" not "bas").
 */
const ENDINGS: readonly (readonly [ending: string, shortestStem: number])[] = [
  ['ments', 3],
  ['ment', 3],
  ['ings', 3],
  // A noun made from a verb: "elections" → "elect" (finds "elected"), "nomination" → "nominat".
  ['ions', 4],
  ['ing', 3],
  ['ion', 4],
  ['ied', 4],
  // An adjective or noun made from a verb: "renewal" → "renew", "approval" → "approv".
  ['al', 5],
  ['ed', 4],
  ['e', 4],
];

/**
 * The start a word shares with its other forms, for the site search to look for at the start of
 * the page's words: "paying" → "pay" (finds "pay", "payment"), "registered" → "register",
 * "discipline" → "disciplin" (finds "disciplinary"), "retire" → "retir" (finds "retirement"),
 * "renewal" → "renew" (finds "renew" and "renewing").
 * Undefined for a word of four letters or fewer, or one with none of these endings. A few rules,
 * like `number-forms.ts`, rather than a stemming library shipped to every phone that searches:
 * the start is matched as a prefix, so it need not be a word of its own.
 * @example wordStem('paying') // 'pay'
 */
export function wordStem(word: string): string | undefined {
  if (word.length < 5) return undefined;
  const found = ENDINGS.find(([ending]) => word.endsWith(ending));
  if (!found) return undefined;
  const [ending, shortestStem] = found;
  const stem = word.slice(0, -ending.length);
  return stem.length >= shortestStem ? stem : undefined;
}
