import { type SearchDocument, searchDocuments } from '@coaz/content-data/search';

/** A page, news post or event that matched a site search. */
export interface SiteSearchHit {
  title: string;
  /** Where it is on the site, e.g. `/membership/full_membership` or `/news?article=...`. */
  route: string;
  /** The first line of the page's text that holds a searched word. */
  excerpt: string;
  score: number;
}

const MINIMUM_WORD_LENGTH = 2;
const TITLE_WEIGHT = 30;
const HEADING_WEIGHT = 4;
const TEXT_CAP = 5;
const PHRASE_BONUS = 30;

function words(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= MINIMUM_WORD_LENGTH);
}

function countOf(haystack: string, word: string): number {
  let count = 0;
  for (let at = haystack.indexOf(word); at !== -1; at = haystack.indexOf(word, at + word.length))
    count += 1;
  return count;
}

/**
 * Searches the site's pages, news and events (content-data's `searchDocuments`) in the browser.
 * Every word of the query must appear in the page; a word in the title counts most, then in a
 * heading, then in the text, and the whole query in the title most of all. Best first; ties keep
 * the site's order.
 * @example searchSite('health insurance')[0].route // '/services/health_insurance'
 */
export function searchSite(
  query: string,
  documents: readonly SearchDocument[] = searchDocuments,
): SiteSearchHit[] {
  const wanted = words(query);
  if (wanted.length === 0) return [];
  const hits: SiteSearchHit[] = [];
  for (const document of documents) {
    const title = document.title.toLowerCase();
    const headings = document.headings.join('\n').toLowerCase();
    const text = document.text.toLowerCase();
    let score = 0;
    let everyWord = true;
    for (const word of wanted) {
      // Capped, so a long page that repeats a word often cannot outrank the page named after it.
      const found =
        Math.min(countOf(title, word), 1) * TITLE_WEIGHT +
        Math.min(countOf(headings, word), 3) * HEADING_WEIGHT +
        Math.min(countOf(text, word), TEXT_CAP);
      if (found === 0) everyWord = false;
      score += found;
    }
    if (!everyWord) continue;
    if (title.includes(wanted.join(' '))) score += PHRASE_BONUS;
    const lines = document.text.split('\n');
    const excerpt =
      lines.find((line) => wanted.some((word) => line.toLowerCase().includes(word))) ??
      lines[0] ??
      '';
    hits.push({ title: document.title, route: document.route, excerpt, score });
  }
  return hits
    .map((hit, order) => ({ hit, order }))
    .sort((a, b) => b.hit.score - a.hit.score || a.order - b.order)
    .map(({ hit }) => hit);
}
