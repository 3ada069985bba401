import { ASSOCIATION_NAME } from '@coaz/content-data';
import { ErrorPage } from '@coaz/ui-kit';
import { Link } from 'react-router';
import { searchResultsPath } from './header-search';

/** Props of {@link SiteErrorPage}. */
export interface SiteErrorPageProps {
  /** Whether the address matched no page (HTTP 404) rather than a page failing. */
  notFound: boolean;
  /**
   * The words of the address asked for, when the site search finds pages for them
   * (render/page-address.ts): offered as a search for them, in place of a search for anything.
   */
  searchWords?: string | undefined;
}

/**
 * The error page's heading: what happened, as a missing page's title says too. It was React Router's
 * own "Unexpected Application Error!", kept from the association's old site, which told a visitor
 * who had mistyped an address that the site itself had broken.
 */
export function errorPageHeading(notFound: boolean): string {
  return notFound ? 'Page not found' : 'Something went wrong';
}

/**
 * The designed page shown for an unknown address or a page that failed, with a way home; for an
 * unknown address also a way to search the site, for the address's words where it has them
 * (`/leadership` offers a search for "leadership"), so a visitor who guessed an address is not
 * left with only the home page.
 *
 * Decision: the words come to this page only inside the 404 that routes/near-pages.tsx throws,
 * which the root's error boundary reads (site/near-pages-offer.tsx), never from the route that
 * rendered it. The app starts in the browser at the visitor's address (`/leadership`), where no
 * route matches; React Router hands the boundary the server's error as sent, so both renders
 * offer the same search. Drawn from the inner route's data instead (as first tried), the browser
 * lacked the words, the renders differed (hydration error #418) and the offer vanished.
 */
export function SiteErrorPage({ notFound, searchWords }: SiteErrorPageProps) {
  return (
    <div className="page page--narrow">
      <title>{`${notFound ? 'Page not found' : 'Error'} | ${ASSOCIATION_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <ErrorPage
        title={errorPageHeading(notFound)}
        status={notFound ? 404 : 'Error'}
        message={
          <p>
            {notFound
              ? 'There is no page at this address. It may have moved, or the link may be mistyped.'
              : 'Something went wrong while showing this page. Please try again in a moment.'}
          </p>
        }
        actions={
          <>
            <Link to="/home" className="coaz-button coaz-button--primary">
              Go to the home page
            </Link>
            {notFound ? (
              <Link
                to={searchWords ? searchResultsPath(searchWords) : '/search'}
                className="coaz-button coaz-button--secondary"
              >
                {searchWords ? `Search the site for “${searchWords}”` : 'Search the site'}
              </Link>
            ) : null}
          </>
        }
      />
    </div>
  );
}
