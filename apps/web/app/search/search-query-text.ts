/** The longest query the server searches for; a longer one is cut (no page title is longer). */
export const MAX_SEARCH_QUERY_LENGTH = 100;

/**
 * A query as it is searched: runs of spaces made one, trimmed, cut to
 * {@link MAX_SEARCH_QUERY_LENGTH} characters. The browser's search cuts it too, since each word
 * costs a pass over every page: a pasted paragraph took most of a second on a laptop, for every
 * keystroke in the header's box.
 * @example searchableText('  life   membership ') // 'life membership'
 */
export function searchableText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_QUERY_LENGTH).trim();
}

/**
 * The words of a search address's `q`, as the server renders and caches its results
 * ({@link searchableText}); `''` for none.
 * @example searchQueryText(new URLSearchParams('q=%20life%20%20membership')) // 'life membership'
 */
export function searchQueryText(query: URLSearchParams): string {
  return searchableText(query.get('q') ?? '');
}
