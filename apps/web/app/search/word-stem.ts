/**
 * Endings cut from a searched word, longest first, with the shortest start each may leave: the
 * start must still say something ("paying" → "pay", but "being" is not "be", "based" not "bas").
 * Some keep the first letters of the ending (`kept`), where the verb the noun is made from keeps
 * them: "verification" is made from "verify", so "verif", not "verificat", which finds nothing
 * the verb's forms say.
 */
const ENDINGS: readonly (readonly [ending: string, shortestStem: number, kept?: number])[] = [
  // A noun made from a verb in "-ify": "verification" → "verif" (finds "verify", "verified"),
  // "notification" → "notif", "qualification" → "qualif", "certification" → "certif".
  ['ifications', 3, 2],
  ['ification', 3, 2],
  // From a verb in "-ply": "application" → "appl" (finds "apply", "applied", "applicant").
  ['plications', 2, 2],
  ['plication', 2, 2],
  // From a verb in "-ter" or "-st": "registration" → "regist" (finds "register", "registry"),
  // "administration" → "administ" (finds "administer", "administrative").
  ['trations', 3, 1],
  ['tration', 3, 1],
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
 * "renewal" → "renew" (finds "renew" and "renewing"), "verification" → "verif" (finds "verify").
 * Undefined for a word of four letters or fewer, or one with none of these endings. A few rules,
 * like `number-forms.ts`, rather than a stemming library shipped to every phone that searches:
 * the start is matched as a prefix, so it need not be a word of its own.
 * @example wordStem('paying') // 'pay'
 */
export function wordStem(word: string): string | undefined {
  if (word.length < 5) return undefined;
  const found = ENDINGS.find(([ending]) => word.endsWith(ending));
  if (!found) return undefined;
  const [ending, shortestStem, kept = 0] = found;
  const start = word.slice(0, -ending.length);
  return start.length >= shortestStem ? `${start}${ending.slice(0, kept)}` : undefined;
}
