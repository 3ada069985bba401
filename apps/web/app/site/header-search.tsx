import { SearchBox, type SearchResult } from '@coaz/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { searchSite } from '../search/search-site';

const SUGGESTIONS = 6;

/** The search index is loaded on the first keystroke, so pages that are only read never pay for it. */
let loadSearch: Promise<typeof searchSite> | undefined;
function searchModule() {
  loadSearch ??= import('../search/search-site').then((module) => module.searchSite);
  return loadSearch;
}

/** Path of the results page for a query. */
export function searchResultsPath(query: string): string {
  return `/search?q=${encodeURIComponent(query.trim())}`;
}

/**
 * The header's search box: suggests pages, news and events as the visitor types; Enter opens the
 * full results page, choosing a suggestion opens that page.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchResult[]>([]);
  const [loading, setLoading] = useState(false);

  const onQueryChange = async (next: string) => {
    setQuery(next);
    if (next.trim() === '') {
      setResults([]);
      return;
    }
    setLoading(true);
    const search = await searchModule();
    setLoading(false);
    setResults(
      search(next)
        .slice(0, SUGGESTIONS)
        // Several events share the news page's address; the title tells them apart.
        .map((hit) => ({
          id: `${hit.route} ${hit.title}`,
          title: hit.title,
          description: hit.excerpt,
        })),
    );
  };

  return (
    <SearchBox
      label="Search the site"
      placeholder="Search the site"
      query={query}
      onQueryChange={onQueryChange}
      results={results}
      loading={loading}
      emptyText="No pages match"
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
