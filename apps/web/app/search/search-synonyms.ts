import { SEARCH_SAME_MEANINGS, SEARCH_SYNONYMS } from '@coaz/content-data/search';

// The lists are content-data's, shared with the server's Search mode in the chat widget, so the
// site search and the assistant read one list of the words visitors use.
export { SEARCH_SAME_MEANINGS, SEARCH_SYNONYMS };

/** The other ways of saying a term (an abbreviation or its phrase), without the term itself. */
export function synonymsOf(term: string): string[] {
  const wanted = term.toLowerCase();
  return [...SEARCH_SYNONYMS, ...SEARCH_SAME_MEANINGS]
    .filter((group) => group.includes(wanted))
    .flatMap((group) => group.filter((other) => other !== wanted));
}

/**
 * Words for what something costs, each searched also as "fee" and its other ways of saying it
 * (subscription, dues): "membership cost" and "how much does it cost to join" find the joining
 * page's membership fees, as "membership fee" does. One way only, so a search for "fees" does not
 * find every page where something "costs" less. Singular; a plural is found by its singular.
 */
export const PRICE_WORDS: ReadonlySet<string> = new Set(['cost', 'price', 'charge']);

/** The word a price word is also searched as. */
export const PRICE_MEANS = 'fee';
