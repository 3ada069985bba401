import { isRouteErrorResponse, Link } from 'react-router';

/** A page a mistyped address may have meant, as the menu names it. */
export interface NearPage {
  path: string;
  label: string;
}

/** The data of the 404 routes/near-pages.tsx throws: the pages to offer. */
export interface NearPagesNotFound {
  nearPages: NearPage[];
}

/**
 * The pages a 404 offers (routes/near-pages.tsx's), or none: a 404 of any other kind (no route
 * matched, a page naming no entry) carries no pages, nor does a page that failed.
 */
export function nearPagesIn(error: unknown): NearPage[] {
  if (!isRouteErrorResponse(error) || error.status !== 404) return [];
  const thrown: unknown = error.data;
  if (typeof thrown !== 'object' || thrown === null || !('nearPages' in thrown)) return [];
  return Array.isArray(thrown.nearPages) ? (thrown.nearPages as NearPage[]) : [];
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
