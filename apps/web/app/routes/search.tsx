import { useApiClient } from '@coaz/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../content/page-header';
import { useHydrated } from '../content/use-hydrated';
import {
  type SiteSearchResult,
  searchSiteWithSuggestion,
  siteSearchDocuments,
} from '../search/search-site';
import { siteSearchQuery } from '../search/site-search-query';
import { pageMeta } from '../seo/page-meta';

export function meta() {
  return [
    ...pageMeta({
      title: 'Search',
      description:
        'Search the pages, news, events, vacancies and notices of the association website.',
      path: '/search',
    }),
    // Results pages change with every query; search engines should index the pages themselves.
    { name: 'robots', content: 'noindex' },
  ];
}

/** The full results of a site search (`/search?q=...`), computed in the browser. */
export default function Search() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered page cannot know the query; it shows the empty form until the page runs.
  const hydrated = useHydrated();
  const query = hydrated ? (searchParams.get('q') ?? '') : '';
  const client = useApiClient();
  // The published news, events, vacancies, notices and people, asked for when someone searches
  // (see collection-documents.ts); until they arrive, or if the API cannot answer, the pages alone.
  const collections = useQuery({ ...siteSearchQuery(client), enabled: query.trim() !== '' });
  const documents = useMemo(
    () => (collections.data ? [...siteSearchDocuments, ...collections.data] : siteSearchDocuments),
    [collections.data],
  );
  const found = searchSiteWithSuggestion(query, documents);
  // While the entries are on their way, the pages' matches show, but "no match" and a correction
  // wait for them: the word may be in a news post.
  const waiting = collections.isPending && query.trim() !== '';
  const shown: SiteSearchResult = waiting && found.didYouMean ? { hits: [] } : found;
  const { hits, didYouMean } = shown;
  return (
    <div className="page page--narrow">
      <PageHeader title="Search the site" />
      {/* biome-ignore lint/a11y/useSemanticElements: the search landmark on the form itself. */}
      <form
        role="search"
        aria-label="Search the site's pages"
        className="search-form"
        onSubmit={(event) => {
          event.preventDefault();
          const text = new FormData(event.currentTarget).get('q');
          setSearchParams({ q: typeof text === 'string' ? text : '' });
        }}
      >
        <label htmlFor="search-page-query">Words to look for</label>
        <input id="search-page-query" name="q" type="search" defaultValue={query} key={query} />
        <button type="submit" className="coaz-button coaz-button--primary">
          Search
        </button>
      </form>
      {query.trim() === '' ? (
        <p>Type what you are looking for: a membership type, a service, an event.</p>
      ) : (
        <section aria-labelledby="search-results">
          <h2 id="search-results" aria-live="polite">
            {hits.length === 0 && waiting
              ? `Searching for “${query}”…`
              : didYouMean
                ? `No pages match “${query}”`
                : hits.length === 0
                  ? `No pages match “${query}”`
                  : `${hits.length} ${hits.length === 1 ? 'page matches' : 'pages match'} “${query}”`}
          </h2>
          {didYouMean ? (
            <p className="search-suggestion">
              Did you mean{' '}
              <Link to={`/search?q=${encodeURIComponent(didYouMean)}`}>{didYouMean}</Link>?
              {hits.length > 0 ? ` Here is what matches “${didYouMean}”:` : null}
            </p>
          ) : hits.length === 0 && !waiting ? (
            <p>
              Try fewer words, another way of saying it, or browse the menu. The assistant answers
              questions about the constitution.
            </p>
          ) : null}
          <ol className="search-results">
            {hits.map((hit) => (
              <li key={`${hit.route} ${hit.title}`}>
                <Link to={hit.route} className="search-results__title">
                  {hit.title}
                </Link>
                <p>
                  {hit.snippet.map((part, index) =>
                    part.match ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces never move.
                      <mark key={index}>{part.text}</mark>
                    ) : (
                      part.text
                    ),
                  )}
                </p>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
