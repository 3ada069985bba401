import { ASSOCIATION_NAME } from '@coaz/content-data';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { ChatSlot } from '../chat/chat-slot';
import { siteUrl } from '../seo/site-origin';
import { AssistantWithoutScript, PageNeedsJavaScript } from './needs-javascript-notes';
import { SiteFooterBar } from './site-footer-bar';
import { SiteHeaderBar } from './site-header-bar';
import { useFragmentFocus } from './use-fragment-focus';
import { useRouteFocus } from './use-route-focus';

/**
 * The frame of every page: skip link, header, the page, footer and the assistant, with what the
 * page says when JavaScript is off where it needs it. A move to another page puts the cursor on
 * its heading, or says its title where the cursor lands on something else (`useRouteFocus`).
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  useFragmentFocus();
  const newPage = useRouteFocus();
  // Marks the document once the page runs: tests wait for it, and styles may tell a page that
  // works from one still being read as plain HTML. The event tells the page's starter
  // (app-start/start-on-demand.ts) to press again a button that was pressed before.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    document.dispatchEvent(new Event('coaz:hydrated'));
  }, []);
  return (
    <>
      <a className="site-skip-link" href="#main">
        Skip to content
      </a>
      {/* Says the new page's title after a move inside the app whose cursor is not on its heading. */}
      <p className="coaz-visually-hidden" role="status" aria-atomic="true">
        {newPage}
      </p>
      <SiteHeaderBar />
      {/* Printed alone above the page in place of its header and footer (site-print.css): who
          published it and where it is, so a printed verification or article says both. The server
          renders a page at its normalised address (no tracking query; a 404 at an internal one),
          so the browser's own address may differ at hydration: the server's line is kept then
          (suppressHydrationWarning), where a mismatch made React throw its render away. */}
      <p className="site-print-line" suppressHydrationWarning>
        {printLine(pathname, search)}
      </p>
      <main id="main" className="site-main" tabIndex={-1}>
        <PageNeedsJavaScript pathname={pathname} />
        {children}
      </main>
      <SiteFooterBar />
      <ChatSlot />
      <AssistantWithoutScript />
    </>
  );
}

/**
 * The association's name and the page's address, or the name alone for a page rendered at an
 * internal address (the not-found page's `/__not-found`), which is no address to print.
 */
function printLine(pathname: string, search: string): string {
  if (pathname.startsWith('/__')) return ASSOCIATION_NAME;
  return `${ASSOCIATION_NAME} · ${siteUrl(`${pathname}${search}`)}`;
}
