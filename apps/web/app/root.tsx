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
import { lusakaYear } from './dates/lusaka-time';
import faviconUrl from './images/favicon.svg?url';
import { readSiteRenderContext } from './render/site-render-context';
import { SiteErrorPage } from './site/site-error-page';
import { SiteLayout } from './site/site-layout';
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
 * The year in Lusaka by the server's clock, for the footer's copyright line. A prerendered page
 * takes the year it was built in (a build a year old is rebuilt long before).
 */
export function loader({ context }: LoaderFunctionArgs) {
  const now = readSiteRenderContext(context)?.now ?? new Date();
  return { year: lusakaYear(now) };
}

/** The year changes once a year: client navigations never ask the server for it again. */
export function shouldRevalidate() {
  return false;
}

/** The HTML document around every page. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5d3b" />
        <link rel="icon" href={faviconUrl} type="image/svg+xml" />
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
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

/** Unknown addresses and failing pages: the designed error page inside the site's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The server renders the error page itself (with status 404 or 500), so it reads without script.
  if (!notFound) console.error(error);
  return (
    <SiteLayout>
      <SiteErrorPage notFound={notFound} />
    </SiteLayout>
  );
}
