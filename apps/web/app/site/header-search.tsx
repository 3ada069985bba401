import { useApiClient } from '@coaz/api-client/react';
import { SearchBox, type SearchResult } from '@coaz/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SiteSearchResult } from '../search/search-site';

const SUGGESTIONS = 6;

/** The search index is loaded on the first keystroke, so pages that are only read never pay for it. */
let loadSearch:
  | Promise<[typeof import('../search/search-site'), typeof import('../search/site-search-query')]>
  | undefined;
function searchModules() {
  loadSearch ??= Promise.all([
    import('../search/search-site'),
    import('../search/site-search-query'),
  ]);
  return loadSearch;
}

/** Whether a query has a word of two letters or more, as the search looks for (not "c" or "?"). */
function hasWordToSearch(query: string): boolean {
  return /[\p{L}\p{N}]{2}/u.test(query);
}

/** Path of the results page for a query. */
export function searchResultsPath(query: string): string {
  return `/search?q=${encodeURIComponent(query.trim())}`;
}

/**
 * What the box lists for a search: the pages found, or, for a query corrected ("insurence"), first
 * an option saying so ("Did you mean insurance?", opening the results for it), then what the
 * corrected query found: pages found for another word are never listed as if for the word typed.
 * Pages holding only some of the words are left to the results page, which says so.
 */
export function suggestionsFor(found: SiteSearchResult): SearchResult[] {
  if (found.partial) return [];
  const hits = found.hits.slice(0, found.didYouMean ? SUGGESTIONS - 1 : SUGGESTIONS).map((hit) => ({
    // Several events share the news page's address; the title tells them apart.
    id: `${hit.route} ${hit.title}`,
    title: hit.title,
    description: hit.excerpt,
  }));
  if (!found.didYouMean || hits.length === 0) return hits;
  return [
    {
      id: `${searchResultsPath(found.didYouMean)} did-you-mean`,
      title: `Did you mean “${found.didYouMean}”?`,
      description: `No pages match what you typed. These are for “${found.didYouMean}”.`,
    },
    ...hits,
  ];
}

/**
 * The header's search box: suggests pages, news, events, vacancies, notices and people as the
 * visitor types; Enter opens the full results page, choosing a suggestion opens that page.
 * It is a plain GET form to `/search` (`q`), which the server renders with the results, so Enter
 * searches before the app has started and with scripting off; the app answers it once it runs.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchResult[]>([]);
  const [loading, setLoading] = useState(false);
  // The last query typed: an earlier keystroke's answer arriving late must not replace its results.
  const latest = useRef('');

  const onQueryChange = async (next: string) => {
    setQuery(next);
    latest.current = next;
    if (next.trim() === '') {
      setResults([]);
      return;
    }
    setLoading(true);
    const [{ searchSiteWithSuggestion, siteSearchDocuments }, { siteSearchQuery }] =
      await searchModules();
    // The published news, events, vacancies, notices and people, fetched once a minute at most
    // and shared with the results page; without them (the API failing) the pages alone.
    const entries = await queryClient
      .fetchQuery(siteSearchQuery(client))
      .catch(() => [] as typeof siteSearchDocuments);
    if (latest.current !== next) return;
    setLoading(false);
    // Typing: the last word may be unfinished, so it is also looked for as the start of words.
    setResults(
      suggestionsFor(
        searchSiteWithSuggestion(next, [...siteSearchDocuments, ...entries], { typing: true }),
      ),
    );
  };

  return (
    <SearchBox
      label="Search the site"
      placeholder="Search the site"
      action="/search"
      name="q"
      query={query}
      onQueryChange={onQueryChange}
      results={results}
      loading={loading}
      // The results page, for nothing found, offers what else to try: example searches, the
      // membership check and the secretariat's contacts. One letter is not searched yet.
      emptyText={
        hasWordToSearch(query)
          ? 'No pages match. Press Enter for other ways to find it.'
          : 'Type two letters or more.'
      }
      onSelect={(result) => {
        setQuery('');
        navigate(result.id.slice(0, result.id.indexOf(' ')));
      }}
      onSubmit={(text) => {
        setQuery('');
        navigate(searchResultsPath(text));
      }}
    />
  );
}
