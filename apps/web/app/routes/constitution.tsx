import { useApiClient } from '@coaz/api-client/react';
import { Alert, Spinner } from '@coaz/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { data, useLocation } from 'react-router';
import { CONTENTS_ID, ConstitutionContents } from '../constitution/constitution-contents';
import { ConstitutionDownload } from '../constitution/constitution-download';
import { articlesByPart, withoutRepeatedText } from '../constitution/constitution-types';
import { PageHeader } from '../content/page-header';
import { useHydrated } from '../content/use-hydrated';
import { siteContent } from '../render/site-content';
import { requireSiteRenderContext } from '../render/site-render-context';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/constitution';

/**
 * The constitution's text, rendered by the server into the page: a reader gets every Article (and
 * the browser scrolls to a cited one) with no script, and the page fetches no app at load. While
 * the server is still indexing the document after a start, the page goes out without the text,
 * fetches it once its app runs, and is kept by no cache.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const constitution = await siteContent(requireSiteRenderContext(context).apiFetch).constitution();
  if (constitution) return { constitution: withoutRepeatedText(constitution) };
  return data({ constitution }, { headers: { 'Cache-Control': 'no-store' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta() {
  return pageMeta({
    title: 'Constitution',
    description:
      // Whether the signed document can be downloaded is the server's configuration
      // (CONSTITUTION_PDF): the page offers it when there, so the description promises no link.
      'The whole COAZ Constitution, Part by Part and Article by Article, as the association adopted it.',
    path: '/constitution',
  });
}

/** The whole constitution, as the server indexed it from the document the association adopted. */
export default function Constitution({ loaderData }: Route.ComponentProps) {
  const client = useApiClient();
  const { hash } = useLocation();
  const constitution = useQuery({
    initialData: loaderData.constitution,
    queryKey: ['coaz', 'constitution'],
    queryFn: ({ signal }) => client.constitution.get({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
    // The server answers 503 while it is still indexing the document after a start.
    retry: 3,
  });

  // A page served with the text was scrolled to its cited Article by the browser, and the reader
  // may have moved on before the app started: hydrating it must not scroll back. The app moves to
  // (and focuses) a cited Article when it renders the page itself, or the Articles came later.
  const hydrated = useHydrated();
  const scrolledByBrowser = useRef(!hydrated && loaderData.constitution !== undefined);
  useEffect(() => {
    if (!constitution.data || !hash) return;
    if (scrolledByBrowser.current) {
      scrolledByBrowser.current = false;
      return;
    }
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
    target?.focus({ preventScroll: true });
  }, [constitution.data, hash]);
  // The contents and the text list the same Parts, each with its section's id.
  const groups = constitution.data ? articlesByPart(constitution.data) : [];

  return (
    <div className="page page--narrow">
      <PageHeader
        title="Constitution"
        eyebrow="Laws of the association"
        summary="The constitution of the Clinical Officers Association of Zambia in full. The constitution assistant cites its Articles; each citation opens the Article here."
      />
      <p>
        <ConstitutionDownload
          available={constitution.data ? constitution.data.source !== 'extracts' : undefined}
          bytes={constitution.data?.documentBytes}
        />
      </p>
      {constitution.isPending ? (
        // The text comes from the server, so the page starts its app as soon as it is shown.
        <div className="constitution-loading" data-app-start="visible">
          <Spinner label="Loading the constitution…" showLabel />
        </div>
      ) : constitution.isError ? (
        <Alert tone="error" title="The constitution could not be loaded.">
          {constitution.error.message}
        </Alert>
      ) : (
        <>
          <h2 className="constitution-title">{constitution.data.title}</h2>
          <ConstitutionContents groups={groups} />
          {groups.map(({ part, articles, anchor }) => (
            <section
              key={anchor}
              id={anchor}
              className="constitution-part"
              aria-label={part ? `Part ${part.number}: ${part.title}` : 'Opening Articles'}
            >
              {part ? (
                <h2>
                  Part {part.number}: {part.title}
                </h2>
              ) : null}
              {articles.map((article) => (
                <article
                  key={article.anchor}
                  id={article.anchor}
                  tabIndex={-1}
                  className="constitution-article"
                >
                  <h3>
                    Article {article.number}: {article.title}
                  </h3>
                  {article.clauses.length > 0 ? (
                    <ol className="constitution-clauses">
                      {article.clauses.map((clause) => (
                        <li key={`${clause.label}${clause.text.slice(0, 24)}`}>
                          <span className="constitution-clauses__label">{clause.label}</span>{' '}
                          {clause.text}
                        </li>
                      ))}
                    </ol>
                  ) : (
                    <p className="constitution-text">{article.text}</p>
                  )}
                </article>
              ))}
              <p className="constitution-back">
                <a href={`#${CONTENTS_ID}`} className="stand-alone-link">
                  Back to the contents
                </a>
              </p>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
