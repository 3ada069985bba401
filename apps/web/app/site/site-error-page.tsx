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

/** The designed page shown for an unknown address or a page that failed, with a way home. */
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
          <Link to="/home" className="coaz-button coaz-button--primary">
            Go to the home page
          </Link>
        }
      />
    </div>
  );
}
