import { type ReactNode, useEffect, useRef, useState } from 'react';

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
 * Told to a screen reader too, as far as it can be. A polite live region (`role="status"`) is
 * announced when content is put into it, not for content it held from the start, and a CSS
 * visibility change inside one is announced by some screen readers and not others. So:
 * - When the app starts, the message is put into the region afresh the moment CSS shows it (its
 *   reveal's `animationend`, or at once when the app started after the reveal), and the region
 *   announces it. The CSS's one 15 s stays the only clock: a timer started by the app would count
 *   from the app's start, late by however long its code took to arrive. The waiting message is
 *   hidden from screen readers meanwhile (`aria-hidden`), so one that announces the reveal itself
 *   does not say the message twice, once revealed and once put afresh.
 * - When the app never starts, the region holds the message from the server's HTML: some screen
 *   readers announce its reveal, and for the rest it is still there to find by reading the page,
 *   just after "Loading your dashboard…".
 *
 * @example
 * <Spinner label="Loading your dashboard…" showLabel />
 * <SlowLoadReload href="/dashboard" />
 */
export function SlowLoadReload({ href }: SlowLoadReloadProps) {
  const waiting = useRef<HTMLParagraphElement>(null);
  const [shown, setShown] = useState(false);
  const [appStarted, setAppStarted] = useState(false);

  useEffect(() => {
    const message = waiting.current;
    if (!message) return;
    // The app started after CSS had shown the message: no reveal is left to wait for.
    if (getComputedStyle(message).visibility !== 'hidden') {
      setShown(true);
      return;
    }
    setAppStarted(true);
    // The event itself, not React's `onAnimationEnd`, whose name React guesses from the
    // browser's prefixes (a `webkit` one in a test's jsdom); only the message's own reveal counts.
    const show = (event: AnimationEvent) => {
      if (event.target === message) setShown(true);
    };
    message.addEventListener('animationend', show);
    return () => message.removeEventListener('animationend', show);
  }, []);

  return (
    <div role="status">
      {/* Two keys, so the message is a new paragraph in the region, which is what it announces. */}
      {shown ? (
        <p key="shown">
          <Message href={href} />
        </p>
      ) : (
        <p
          key="waiting"
          ref={waiting}
          className="member-slow-load"
          // The server's HTML has none: without the app, the reveal is all a screen reader gets.
          aria-hidden={appStarted || undefined}
        >
          <Message href={href} />
        </p>
      )}
    </div>
  );
}

function Message({ href }: SlowLoadReloadProps): ReactNode {
  return (
    <>
      This is taking long on your connection:{' '}
      <a href={href} className="coaz-link">
        reload the page
      </a>
      .
    </>
  );
}
