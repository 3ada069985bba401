// The entry of the web app's server build (vite.config.ts names it for the SSR environment). It
// re-exports React Router's server build, which the build's own prerendering reads, and adds the
// handler that apps/server imports from the built bundle: the server never imports React itself.

import starterSource from 'virtual:coaz-starter';
import * as build from 'virtual:react-router/server-build';
import { TOKEN_STORAGE_KEYS } from '@coaz/api-client';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import { deferAppStart } from '../app-start/defer-app-start';
import { memberPortalPaths, portalPagesForEveryone } from '../site/public-paths';
import { pageAddressResolver } from './page-address';
import { type SiteRenderContext, siteRenderContext } from './site-render-context';

export * from 'virtual:react-router/server-build';
export type { SiteRenderContext } from './site-render-context';

const handleRequest = createRequestHandler(build, 'production');
// Personal pages start their app at once; the login and its no-script landing are the same for
// everyone, and are read before the app runs like any public page.
const startsAtOnce = new Set(
  memberPortalPaths.filter((path) => !portalPagesForEveryone.includes(path)),
);

/**
 * The address a request is rendered from and cached under by the server: the page's path with only
 * the query parameters its render reads, or one not-found address for every page the site has not
 * (see page-address.ts), so made-up addresses cannot each cost a render and a cache slot.
 */
export const pageAddress = pageAddressResolver(build.routes);

/**
 * Renders one request of the site: a page's HTML, a client navigation's data (`*.data`) or a
 * redirect. A public page's HTML gets the same treatment as a prerendered one (no JavaScript
 * fetched at load, the starter inline, see app/app-start), as do the login and its no-script
 * landing (`portalPagesForEveryone`); the other member portal pages start their app at once,
 * since they are personal and show nothing before it runs.
 */
export async function renderSiteRequest(
  request: Request,
  context: SiteRenderContext,
): Promise<Response> {
  const routerContext = new RouterContextProvider();
  routerContext.set(siteRenderContext, context);
  const response = await handleRequest(request, routerContext);
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/html') || startsAtOnce.has(new URL(request.url).pathname)) {
    return response;
  }
  const html = deferAppStart(await response.text(), {
    starterSource,
    sessionKey: TOKEN_STORAGE_KEYS.accessToken,
    scriptMarker: context.scriptMarker,
  });
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
