/**
 * Pages that show nothing useful until the app runs, with what their note says to a visitor whose
 * browser runs no JavaScript (a data-saving mode, or by choice). Every other page reads without it.
 */
const PAGE_NOTES: Readonly<Record<string, string>> = {
  '/dashboard':
    'Your dashboard needs JavaScript, which is off in this browser. Turn it on (a data-saving mode may have turned it off) or open the site in another browser to see your membership.',
  '/mobile_payment':
    'Paying the membership fee needs JavaScript, which is off in this browser. Turn it on or open the site in another browser, then log in again.',
  '/change_password':
    'Changing your password needs JavaScript, which is off in this browser. Turn it on or open the site in another browser, then log in again.',
  '/finish_registration':
    'Finishing your registration needs JavaScript, which is off in this browser. Turn it on or open the site in another browser, then log in again.',
};

/**
 * At the top of a page that needs the app, a note shown only when JavaScript is off: what the page
 * cannot do, and where to go instead (the page would otherwise sit empty or loading for ever).
 */
export function PageNeedsJavaScript({ pathname }: { pathname: string }) {
  const note = PAGE_NOTES[pathname.replace(/\/+$/, '')];
  if (!note) return null;
  return (
    <noscript>
      <p className="site-noscript">
        {note} <a href="/constitution">Read the constitution</a> or{' '}
        <a href="/home">go to the home page</a>.
      </p>
    </noscript>
  );
}

/**
 * In the assistant launcher's place, a link to the constitution, shown only when JavaScript is
 * off: the launcher would be a button that does nothing, and it is hidden then (site-noscript.css).
 */
export function AssistantWithoutScript() {
  return (
    <noscript>
      <a className="site-chat-noscript" href="/constitution" aria-label="Read the constitution">
        Constitution
      </a>
    </noscript>
  );
}
