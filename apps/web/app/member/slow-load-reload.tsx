/** Props of {@link SlowLoadReload}. */
export interface SlowLoadReloadProps {
  /** The address to load again, the page's own with its query: `/dashboard?mode=edit`. */
  href: string;
}

/**
 * "This is taking long on your connection: reload the page", with a link that loads the page anew,
 * hidden for the first 15 seconds of a wait and then shown by CSS alone (`member-portal.css`, an
 * `animation-delay`), so it shows in the server's HTML whether or not the app ever starts. A member
 * whose dashboard code failed to download (React Router reloads the page then) sat on "Loading
 * your dashboard…" for a minute and more with nothing to press. A plain link, not the router's:
 * reloading is what helps when the app's own code is what did not arrive.
 *
 * @example
 * <Spinner label="Loading your dashboard…" showLabel />
 * <SlowLoadReload href="/dashboard" />
 */
export function SlowLoadReload({ href }: SlowLoadReloadProps) {
  return (
    <p className="member-slow-load">
      This is taking long on your connection:{' '}
      <a href={href} className="coaz-link">
        reload the page
      </a>
      .
    </p>
  );
}
