/** The longest query the server searches for; a longer one is cut (no page title is longer). */
export const MAX_SEARCH_QUERY_LENGTH = 100;

/**
 * The words of a search address's `q`, as the server renders and caches its results: runs of
 * spaces made one, trimmed, cut to {@link MAX_SEARCH_QUERY_LENGTH} characters; `''` for none.
 * @example searchQueryText(new URLSearchParams('q=%20life%20%20membership')) // 'life membership'
 */
export function searchQueryText(query: URLSearchParams): string {
  return (query.get('q') ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_SEARCH_QUERY_LENGTH)
    .trim();
}
