import type { SitePage } from '@coaz/constitution-qa';
import {
  memberPlatformDocuments,
  type SearchDocument,
  searchDocuments,
  secretariatContactDocument,
} from '@coaz/content-data/search';
import { otherWaysOfSaying } from './site-synonyms';

// The site's page that summarises Articles of the constitution (content-data's extracts), and the
// news items: dated posts, which the site's own search finds. The page listing them (/news, with
// the upcoming events and notices) stays: it is where the next meeting's date is.
const CONSTITUTION_SUMMARY_ROUTE = '/readmore';
const NEWS_ROUTE = /^\/news[/?]/;

/**
 * The site's pages for the assistant: searched in Search mode and linked beside answers where they
 * answer better than the constitution (joining, fees, services, who sits on which committee, the
 * membership check, paying the subscription) and the secretariat's contacts (the home page's
 * contact band, which the site's search also finds by the words visitors use for it). Left out: the page summarising the constitution,
 * which the assistant's index holds itself (that page would repeat its Articles in Search mode and
 * be linked beside nearly every answer), and news items, which report events of a day rather
 * than how things stand (their list stays: "when is the next AGM" is answered by its upcoming
 * events). The other ways of saying a page's words join its headings, which head
 * every passage of the page without being shown as one, so a search in visitors' words finds the
 * page and no result shows a list of words as its excerpt.
 */
export function assistantPages(documents: readonly SearchDocument[]): SitePage[] {
  return [...documents, ...memberPlatformDocuments, secretariatContactDocument]
    .filter((page) => page.route !== CONSTITUTION_SUMMARY_ROUTE && !NEWS_ROUTE.test(page.route))
    .map((page) => ({
      title: page.title,
      route: page.route,
      text: page.text,
      headings: [
        ...page.headings,
        ...otherWaysOfSaying([page.title, ...page.headings, page.text].join('\n')),
      ],
    }));
}

let siteAssistantPagesOnce: SitePage[] | undefined;

/**
 * {@link assistantPages} of the site's own search documents, worked out once: they are the build's
 * and never change while it runs, and every server instance (a test suite starts hundreds) would
 * otherwise redo the work, some 40 ms each.
 */
export function siteAssistantPages(): SitePage[] {
  siteAssistantPagesOnce ??= assistantPages(searchDocuments);
  return siteAssistantPagesOnce;
}
