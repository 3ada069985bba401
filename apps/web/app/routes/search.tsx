import { useApiClient } from '@coaz/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../content/page-header';
import { useHydrated } from '../content/use-hydrated';
import { siteApiClient } from '../render/site-content';
import { readSiteRenderContext } from '../render/site-render-context';
import { SearchExamples } from '../search/search-examples';
import { searchQueryText } from '../search/search-query-text';
import {
  hasSearchableWords,
  type SiteSearchResult,
  searchSiteResults,
  siteSearchDocuments,
} from '../search/search-site';
import { publishedSearchDocuments, siteSearchQuery } from '../search/site-search-query';
import { pageMeta } from '../seo/page-meta';
import { SECRETARIAT_CONTACT_PATH } from '../site/secretariat-contact';
import type { Route } from './+types/search';

/** What is said while a search sent before the app runs is answered by the server. */
export const SEARCHING = 'Searching…';

/**
 * A search's tab and history entry name its words ('Search results for “cpd”'), so a screen reader
 * announcing the page, and the browser's history, tell one search from another; read from the
 * address, as the page itself reads it, so a search made after the page runs is named too.
 */
export function meta({ location }: Route.MetaArgs) {
  const query = searchQueryText(new URLSearchParams(location.search));
  return [
    ...pageMeta({
      title: query === '' ? 'Search' : `Search results for “${query}”`,
      description:
        'Search the pages, news, events, vacancies and notices of the association website.',
      path: '/search',
    }),
    // Results pages change with every query; search engines should index the pages themselves.
    { name: 'robots', content: 'noindex' },
  ];
}

/** What the server found for the address's query: none without a query, or when prerendering. */
interface ServerSearch {
  query: string;
  found: SiteSearchResult | null;
}

/**
 * The results of the address's query, found by the server in the pages and the published entries,
 * so that a search sent with JavaScript off (a data-saving mode on a cheap phone) reads them in
 * the page's HTML. An entry list the API cannot give is left out, as in the browser.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<ServerSearch> {
  const query = searchQueryText(new URL(request.url).searchParams);
  const render = readSiteRenderContext(context);
  if (!render || query === '') return { query, found: null };
  const entries = await publishedSearchDocuments(
    siteApiClient(render.apiFetch),
    undefined,
    render.now,
  ).catch(() => []);
  // Matched as the header's suggestions are (the last word also as the start of longer words), so
  // Enter shows at least what the list offered, and a phone, with no list, finds by a word's start.
  return { query, found: searchSiteResults(query, [...siteSearchDocuments, ...entries]) };
}

/**
 * Once the page runs, a new query is searched in the browser as before (its entries fetched once a
 * minute and shared with the header's suggestions), not by asking the server for the page's data.
 */
export async function clientLoader(): Promise<ServerSearch> {
  return { query: '', found: null };
}

/** The full results of a site search (`/search?q=...`): the server's first, then the browser's. */
export default function Search({ loaderData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Until the page runs it shows what the server rendered, the same on both sides.
  const hydrated = useHydrated();
  // Read as the server reads it (spaces joined, cut to 100 characters), so a pasted paragraph is
  // searched as fast, and the same, on both sides.
  const query = hydrated ? searchQueryText(searchParams) : loaderData.query;
  const client = useApiClient();
  // The published news, events, vacancies, notices and people, asked for when someone searches
  // (see collection-documents.ts); until they arrive, or if the API cannot answer, the pages alone.
  const collections = useQuery({
    ...siteSearchQuery(client),
    enabled: hydrated && query.trim() !== '',
  });
  const documents = useMemo(
    () => (collections.data ? [...siteSearchDocuments, ...collections.data] : siteSearchDocuments),
    [collections.data],
  );
  const served = loaderData.found && loaderData.query === query ? loaderData.found : null;
  // The server's results stand until the browser has the entries to search itself; searched once
  // per query and entries, not at every render.
  const standing = served && !collections.data ? served : null;
  const found = useMemo(
    () => standing ?? searchSiteResults(query, documents),
    [standing, query, documents],
  );
  // While the entries are on their way, the pages' matches show, but "no match", a correction and
  // the pages with only some of the words wait for them: the word may be in a news post.
  const waiting = !served && collections.isPending && query.trim() !== '';
  const shown: SiteSearchResult =
    waiting && (found.didYouMean || found.partial) ? { hits: [] } : found;
  const { hits, didYouMean, partial } = shown;
  return (
    <div className="page page--narrow">
      <PageHeader title="Search the site" />
      {/* biome-ignore lint/a11y/useSemanticElements: the search landmark on the form itself. */}
      <form
        role="search"
        aria-label="Search the site's pages"
        className="search-form"
        // The server answers it with its results: reaching the field fetches no app, and the
        // starter says the search is on its way (app-start/start-on-demand.ts).
        data-sends-without-app={SEARCHING}
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
        <>
          <p>Type what you are looking for: a membership type, a service, an event.</p>
          <SearchExamples />
        </>
      ) : (
        <section aria-labelledby="search-results">
          <h2 id="search-results" aria-live="polite">
            {hits.length === 0 && waiting
              ? `Searching for “${query}”…`
              : partial
                ? `No page has every word of “${query}”`
                : didYouMean || hits.length === 0
                  ? `No pages match “${query}”`
                  : `${hits.length} ${hits.length === 1 ? 'page matches' : 'pages match'} “${query}”`}
          </h2>
          {didYouMean ? (
            <p className="search-suggestion">
              Did you mean{' '}
              <Link to={`/search?q=${encodeURIComponent(didYouMean)}`}>{didYouMean}</Link>?
              {hits.length > 0 && !partial ? ` Here is what matches “${didYouMean}”:` : null}
            </p>
          ) : null}
          {partial ? <p>These have some of them:</p> : null}
          {hits.length === 0 && !waiting && !didYouMean ? (
            // Where a visitor whose words the site does not use may still get an answer: an
            // employer with a card, anyone with a question for the secretariat or the assistant.
            <>
              <p>
                {hasSearchableWords(query)
                  ? 'Try fewer words or another way of saying it.'
                  : 'There are no words in it to look for: type words, not only signs.'}{' '}
                You can also <Link to="/verify">check a membership number</Link>,{' '}
                <Link to={SECRETARIAT_CONTACT_PATH}>contact the secretariat</Link>, or ask the
                constitution assistant (its button is in the corner of the screen).
              </p>
              <SearchExamples />
            </>
          ) : null}
          {/* Drawn only with hits: an empty list was read out as "list, 0 items" after the examples. */}
          {hits.length > 0 ? (
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
          ) : null}
        </section>
      )}
    </div>
  );
}
