import type { NoticeFact } from '../answer/asks-for-notice-fact';

/**
 * What a site calls the page holding a fact that no constitution holds, for the facts a site
 * does keep: how to reach the secretariat and where its offices are (a contact page or strip),
 * when the next meetings are (a page of events and notices), how to pay (the members' page).
 * A question declined for one of these ("what is the coaz phone number", "when is the next
 * AGM") shares few words with that page, so the page is also looked for by these words, which
 * are everyday English for such pages rather than any one site's; the site's pages must still
 * hold most of them to be offered. Office holders are left out: their questions already name
 * the office, which the page of officers names too.
 */
export const NOTICE_FACT_PAGE_WORDS: Partial<Record<NoticeFact, string>> = {
  contact: 'contact the secretariat',
  location: 'address of the secretariat',
  'meeting-time': 'upcoming events and meetings with their dates and venues',
  'payment-channel': 'pay the subscription',
};

/** What a site calls its page on what the association offers its members. */
export const OFFERS_PAGE_WORDS = 'member benefits';

/**
 * What a site calls its joining page. A question on how to join, read in the constitution's words
 * ("registration", "admission"), may not reach it by its own.
 */
export const JOIN_PAGE_WORDS = 'how to join';

/**
 * What a site calls its page listing what members pay. A question on how much a fee or the
 * subscription is may share only "much" and the fee's name with it.
 */
export const FEES_PAGE_WORDS = 'membership fees';
