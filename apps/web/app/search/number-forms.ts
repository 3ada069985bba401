/**
 * Words that end in "s" but are no plural, or whose cut form would be another word ("news" is not
 * many "new", "dues" not many "due").
 */
const NOT_PLURAL = new Set(['news', 'dues', 'series', 'aids', 'always', 'perhaps', 'towards']);

/** The singular of a regular plural, or undefined for a word that is not one. */
function singularOf(word: string): string | undefined {
  if (word.length <= 3 || !word.endsWith('s') || NOT_PLURAL.has(word)) return undefined;
  if (/(?:ss|us|is)$/.test(word)) return undefined;
  if (word.length > 4 && /[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/**
 * The other number of an English word by the regular rules, for the site search to look for
 * beside the word typed: a plural's singular ("elections" → "election", "fees" → "fee",
 * "vacancies" → "vacancy", "branches" → "branch"), and the plural of a word ending in a consonant
 * and "y" ("vacancy" → "vacancies"), which the singular, looked for inside longer words, would
 * miss. Other singulars need nothing: "election" already finds "elections". A few rules are
 * enough for the association's words, so no inflection library (with its lists of irregular
 * words) is shipped to the phones that search.
 * @example otherNumberForms('elections') // ['election']
 */
export function otherNumberForms(word: string): string[] {
  const singular = singularOf(word);
  if (singular) return [singular];
  if (word.length > 3 && /[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ies`];
  return [];
}
