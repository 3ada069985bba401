import '@coaz/ui-kit/styles.css';
import './app.css';
import type { ReactNode } from 'react';
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
import { ErrorPage } from './site/error-page';
import { SiteLayout } from './site/site-layout';

/** The HTML document around every page. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5d3b" />
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
    <p className="site-loading" role="status">
      Loading…
    </p>
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
  if (!notFound) console.error(error);
  return (
    <SiteLayout>
      <ErrorPage notFound={notFound} />
    </SiteLayout>
  );
}
