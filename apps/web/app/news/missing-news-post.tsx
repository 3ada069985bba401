import { ErrorPage } from '@coaz/ui-kit';
import { Link } from 'react-router';

/**
 * The title of the page a link to an unpublished or unknown news post gets. Not "no longer": a
 * post scheduled for later answers the same until it goes out, and was never removed.
 */
export const MISSING_NEWS_POST_TITLE = 'This news post is not available';

/**
 * What a link to a news post that is not published (removed, unpublished, or never there) shows,
 * with status 404: said plainly, with the way to the news page, rather than another post under the
 * news page's title as if it were the one the visitor was sent.
 */
export function MissingNewsPost() {
  return (
    <div className="page page--narrow">
      <ErrorPage
        title={MISSING_NEWS_POST_TITLE}
        status={404}
        message={
          <p>
            The post this link leads to is not published: it may have been removed or not be out
            yet, or the link may be mistyped. The latest news, upcoming events and notices are on
            the news page.
          </p>
        }
        actions={
          <Link to="/news" className="coaz-button coaz-button--primary">
            Go to News and Events
          </Link>
        }
      />
    </div>
  );
}
