import { isRouteErrorResponse, Link } from 'react-router';

/** A page a mistyped address may have meant, as the menu names it. */
export interface NearPage {
  path: string;
  label: string;
}

/** The data of the 404 routes/near-pages.tsx throws: the pages and the search to offer. */
export interface NearPagesNotFound {
  nearPages: NearPage[];
  /** The address's words the site search finds pages for (`/leadership`), if any. */
  searchWords?: string | undefined;
}

/** What routes/near-pages.tsx threw with a 404, as far as it is an object; nothing otherwise. */
function nearPagesNotFoundIn(error: unknown): Partial<Record<keyof NearPagesNotFound, unknown>> {
  if (!isRouteErrorResponse(error) || error.status !== 404) return {};
  const thrown: unknown = error.data;
  return typeof thrown === 'object' && thrown !== null ? thrown : {};
}

/**
 * The pages a 404 offers (routes/near-pages.tsx's), or none: a 404 of any other kind (no route
 * matched, a page naming no entry) carries no pages, nor does a page that failed.
 */
export function nearPagesIn(error: unknown): NearPage[] {
  const { nearPages } = nearPagesNotFoundIn(error);
  return Array.isArray(nearPages) ? (nearPages as NearPage[]) : [];
}

/**
 * The address's words a 404 offers a search for (routes/near-pages.tsx's), or undefined: any
 * other 404 offers a search of the whole site instead, and a page that failed no search.
 */
export function searchWordsIn(error: unknown): string | undefined {
  const { searchWords } = nearPagesNotFoundIn(error);
  return typeof searchWords === 'string' && searchWords !== '' ? searchWords : undefined;
}

/** Below the 404 page: the pages a mistyped address may have meant, as links; nothing for none. */
export function NearPagesOffer({ pages }: { pages: readonly NearPage[] }) {
  if (pages.length === 0) return null;
  return (
    <section aria-labelledby="near-pages-heading" className="page page--narrow">
      <h2 id="near-pages-heading">Did you mean one of these pages?</h2>
      <ul>
        {pages.map((page) => (
          <li key={page.path}>
            <Link to={page.path} className="coaz-link">
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
