import { SEARCH_SAME_MEANINGS, SEARCH_SYNONYMS } from '@coaz/content-data/search';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// An abbreviation stands for its phrase as a whole word only ("co" is no part of "cost"); a same
// meaning is also found at the start of longer words ("subscription" in "subscriptions", "job" in
// "jobs"), as the site search reads both lists.
const GROUPS = [
  ...SEARCH_SYNONYMS.map((terms) => ({ terms, wholeWord: true })),
  ...SEARCH_SAME_MEANINGS.map((terms) => ({ terms, wholeWord: false })),
];

/**
 * Same meanings that start other words the site or a visitor uses, so they are found as a whole
 * word or its plural only, as the site search finds them: "subs" starts "substance" and
 * "substitute" (the psychiatry category, for its substance-use disorders, was a page about fees),
 * "fee" starts "feedback", "call" starts "called" (a meeting called, a body called) and "cell"
 * starts "cellulitis". The others start only their own forms ("jobs", "licences", "phoned").
 */
const WHOLE_WORDS: ReadonlySet<string> = new Set(['subs', 'fee', 'call', 'cell']);

function saysTerm(said: string, term: string, wholeWord: boolean): boolean {
  const end = wholeWord
    ? '(?![\\p{L}\\p{N}])'
    : WHOLE_WORDS.has(term)
      ? '(?:e?s)?(?![\\p{L}\\p{N}])'
      : '';
  return new RegExp(`(?<![\\p{L}\\p{N}])${literal(term)}${end}`, 'u').test(said);
}

/**
 * The site search's other ways of saying what a text says (content-data's shared lists): for each
 * group of which the text holds a term, the group's terms the text does not hold as a word.
 * @example otherWaysOfSaying('Pay by MoMo') // ['mobile money']
 */
export function otherWaysOfSaying(text: string): string[] {
  const said = text.toLowerCase();
  return GROUPS.filter(({ terms, wholeWord }) =>
    terms.some((term) => saysTerm(said, term, wholeWord)),
  ).flatMap(({ terms }) => terms.filter((term) => !saysTerm(said, term, true)));
}
