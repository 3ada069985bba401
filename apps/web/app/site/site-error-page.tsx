import { ASSOCIATION_NAME } from '@coaz/content-data';
import { ErrorPage } from '@coaz/ui-kit';
import { Link } from 'react-router';

/** Props of {@link SiteErrorPage}. */
export interface SiteErrorPageProps {
  /** Whether the address matched no page (HTTP 404) rather than a page failing. */
  notFound: boolean;
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
 * unknown address also a way to search the site, so a visitor who guessed an address is not left
 * with only the home page.
 *
 * Decision: the search is for anything, not for the address's words. The app starts in the
 * browser at the visitor's address (`/leadership`), where no route matches and the root's error
 * boundary draws this page without the server's knowledge of which words the search finds; a
 * search for them, drawn by the server only, made the two renders differ and the page change
 * under the visitor when the app started.
 */
export function SiteErrorPage({ notFound }: SiteErrorPageProps) {
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
              <Link to="/search" className="coaz-button coaz-button--secondary">
                Search the site
              </Link>
            ) : null}
          </>
        }
      />
    </div>
  );
}
