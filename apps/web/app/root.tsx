import { Spinner } from '@coaz/ui-kit';
import type { ReactNode } from 'react';
import type { LinksFunction, LoaderFunctionArgs } from 'react-router';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from 'react-router';
import { SiteProviders } from './api/site-providers';
import { useReloadAtMoveTarget } from './app-start/reload-at-move-target';
import { lusakaYear } from './dates/lusaka-time';
import faviconUrl from './images/favicon.svg?url';
import { siteContent } from './render/site-content';
import { readSiteRenderContext } from './render/site-render-context';
import { NearPagesOffer, nearPagesIn, searchWordsIn } from './site/near-pages-offer';
import { SiteErrorPage } from './site/site-error-page';
import { SiteLayout } from './site/site-layout';
import { defaultSiteSettings } from './site/site-settings';
import siteStylesUrl from './site.css?url';

/**
 * The site's one stylesheet. With a `precedence` React writes it into the head ahead of the
 * JavaScript preloads, so on a slow link the page's first paint waits for 7 kB of CSS only, not
 * for the CSS queued behind 170 kB of scripts.
 */
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: siteStylesUrl, precedence: 'site' },
];

/**
 * What every page's frame shows: the year in Lusaka by the server's clock, for the footer's
 * copyright line, and the site settings editors keep (contact details in the header and footer).
 * A page prerendered at build time has no server: it takes the year it was built in and
 * content-data's settings.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const render = readSiteRenderContext(context);
  const now = render?.now ?? new Date();
  const settings = render
    ? await siteContent(render.apiFetch).siteSettings()
    : defaultSiteSettings();
  return { year: lusakaYear(now), settings };
}

/**
 * Client navigations never ask the server for the frame again: the year changes once a year, and
 * a page opened afresh (or any page the server renders) reads the settings as saved.
 */
export function shouldRevalidate() {
  return false;
}

/** The HTML document around every page. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        {/* An on-screen keyboard resizes the page instead of covering it (Chrome and Firefox on
            Android; Safari ignores it), so what sits at the bottom (the assistant's launcher and
            window, the phone menu's panel) stays above the keyboard, and the assistant's
            short-screen layout applies to the room the keyboard leaves. */}
        <meta
          name="viewport"
          content="width=device-width, initial-scale=1, interactive-widget=resizes-content"
        />
        <meta name="theme-color" content="#0b5d3b" />
        <link rel="icon" href={faviconUrl} type="image/svg+xml" />
        {/* Phones' home-screen icon (public/, drawn by scripts/draw-site-icons.mjs); iOS asks for
            this address even unlinked, Android finds it here. /favicon.ico is beside it. */}
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <Meta />
        <Links />
      </head>
      <body>
        <SiteProviders>{children}</SiteProviders>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** What the SPA fallback shows while a client-rendered page loads. */
export function HydrateFallback() {
  return (
    <div className="site-loading">
      <Spinner label="Loading the page…" showLabel size="large" />
      <noscript>
        <p>
          This page needs JavaScript. Every public page of the site works without it:{' '}
          <a href="/home">go to the home page</a>.
        </p>
      </noscript>
    </div>
  );
}

export default function App() {
  // After a deploy, a move whose code is gone reloads at its target, not at the page being left.
  useReloadAtMoveTarget();
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

/**
 * Unknown addresses and failing pages: the designed error page inside the site's frame, and for
 * a mistyped address near two or more pages those pages, or for an address near none the search
 * for its words the site has (routes/near-pages.tsx throws them). Its
 * 404 is drawn from the error alone, so the browser, which starts at the visitor's address and
 * takes the server's error as sent, draws what the server drew from its inner address.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  useReloadAtMoveTarget();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The server renders the error page itself (with status 404 or 500), so it reads without script.
  if (!notFound) console.error(error);
  return (
    <SiteLayout>
      <SiteErrorPage notFound={notFound} searchWords={searchWordsIn(error)} />
      <NearPagesOffer pages={nearPagesIn(error)} />
    </SiteLayout>
  );
}
