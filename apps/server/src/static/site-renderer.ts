import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { acceptedEncoding } from '../http/accepted-encoding';
import { ApiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { ifNoneMatchHolds } from '../http/if-none-match';
import {
  asksForVisitorsValue,
  preparePage,
  type RenderedPage,
  RenderedPageCache,
} from './rendered-page-cache';

/** What the web app's server build hands each request (see apps/web/app/render). */
export interface SiteRenderContext {
  apiFetch: typeof fetch;
  cacheKey: string;
  now: Date;
  /**
   * What the render writes as the `nonce` of each inline script it means: only those are allowed
   * by the page's policy, and the marker is taken out before the page is kept or sent (see
   * `markedScriptHashes`).
   */
  scriptMarker: string;
}

/** The request handler the web app's server build exports. */
export type RenderSiteRequest = (request: Request, context: SiteRenderContext) => Promise<Response>;

/**
 * The address the web app's server build renders a request from and caches it under (its
 * `pageAddress`): the page's path with only the query parameters its render reads, and one
 * address for every page the site does not have.
 */
export type SitePageAddress = (url: URL) => string;

// A path no site has: whatever `pageAddress` makes of it is the site's one not-found address.
const NO_SUCH_PAGE = '/__coaz-no-such-page';

/**
 * Whether `url` is one of the site's pages, by the web build's own `pageAddress`: it is unless it
 * maps to the address every page the site does not have maps to.
 */
export function hasPageAt(pageAddress: SitePageAddress, url: URL): boolean {
  return pageAddress(url) !== pageAddress(new URL(NO_SUCH_PAGE, url));
}

/** What {@link loadSiteRenderer} finds in the web app's server build. */
export interface SiteRenderer {
  render: RenderSiteRequest;
  pageAddress: SitePageAddress;
}

/**
 * Loads the web app's built server bundle (`apps/web/build/server/index.js`) and returns its
 * `renderSiteRequest` and `pageAddress`, or `undefined` when there is no build there (a server run
 * without the site). The server never imports React or the web app's source: only this built file.
 * @throws {Error} when the file exists but exports no handler or no `pageAddress`.
 */
export async function loadSiteRenderer(serverBuild: string): Promise<SiteRenderer | undefined> {
  if (!existsSync(serverBuild)) return undefined;
  // React and React Router pick their production builds from NODE_ENV when first imported.
  process.env.NODE_ENV ??= 'production';
  const module = (await import(pathToFileURL(serverBuild).href)) as {
    renderSiteRequest?: RenderSiteRequest;
    pageAddress?: SitePageAddress;
  };
  if (typeof module.renderSiteRequest !== 'function') {
    throw new Error(`${serverBuild} exports no renderSiteRequest`);
  }
  // Without it every query string and made-up path would be a render and a cache slot of its own.
  if (typeof module.pageAddress !== 'function') {
    throw new Error(`${serverBuild} exports no pageAddress`);
  }
  return { render: module.renderSiteRequest, pageAddress: module.pageAddress };
}

/**
 * How many renders each visitor may cause (see {@link RenderedPagesOptions.renderAllowance}).
 * Both methods throw a 429 `ApiError` to refuse.
 */
export interface RenderAllowance {
  /** Refuses when `visitor` has no render left in the current window; counts nothing. */
  check(visitor: string): Promise<void>;
  /** Counts one render of `visitor`'s; refuses when it is one more than the allowance. */
  spend(visitor: string): Promise<void>;
}

/** What {@link serveRenderedPages} needs. */
export interface RenderedPagesOptions {
  /** The web app's handler, loaded once by {@link loadSiteRenderer}. */
  render: RenderSiteRequest;
  /**
   * The address to render and cache a request under, loaded with `render`. Every request is
   * rendered from this address, never from its own, so what is cached under a key is exactly
   * what its render made.
   */
  pageAddress: SitePageAddress;
  /** The published content's version (`services.siteContent.cacheKey`). */
  cacheKey: () => Promise<string>;
  /** The server's clock (`services.clock.now`). */
  now: () => Date;
  /** The API answering inside this process (`app.request`). */
  apiFetch: typeof fetch;
  /**
   * The same API, answering as if `visitor` (the page's requester, as `clientAddress` resolved
   * it) had asked: rate limits per address (the public membership check) then count each visitor
   * apart, instead of every rendered page sharing one count. Falls back to `apiFetch`.
   */
  apiFetchFor?: (visitor: string) => typeof fetch;
  /** The cache to keep pages in. */
  cache?: RenderedPageCache;
  /**
   * Bounds the renders one visitor (as `clientAddress` resolved them) may cause, where an address
   * valued by the visitor would otherwise make every request a render: a cached page is never
   * counted, nor the first render of one of the site's own pages (they are as many as the site
   * has). Counted: a render at an address whose query the visitor chooses (`?article=`), before
   * it starts, and afterwards a render that answered a page the cache does not keep as the site's
   * own (a 404, a `no-store` membership verification). Without it, renders are not limited.
   */
  renderAllowance?: RenderAllowance;
}

// Pages are the same for every visitor; an origin is needed for absolute URLs only.
const RENDER_ORIGIN = 'http://coaz.internal';

/**
 * Answers what the web app renders on the server (pages with editable content, the member portal,
 * client navigations' `.data`, unknown addresses with 404) from a cache keyed by the content's
 * version and the page's address (`pageAddress`: a query parameter the page does not read, and a
 * path the site has no page for, make no new render and take no cache slot), so a publish shows within seconds on every instance and a cached page
 * costs no rendering, no compression and no hashing. While a page cannot be rendered (the content
 * version cannot be read, or the render answers 5xx), the page last rendered for that address is
 * answered, if there is one.
 */
export function serveRenderedPages(options: RenderedPagesOptions) {
  const cache = options.cache ?? new RenderedPageCache();
  // One per process, never sent: a script that came into a page without it is not allowed to run.
  const scriptMarker = randomBytes(18).toString('base64url');
  return async (c: Context<AppEnv>) => {
    const address = options.pageAddress(new URL(c.req.url));
    const visitor = c.get('clientAddress') ?? 'unknown';
    const allowance = options.renderAllowance;
    const visitorsValue = asksForVisitorsValue(address);
    let page: RenderedPage;
    try {
      const cacheKey = await options.cacheKey();
      const key = `${cacheKey} ${address}`;
      if (allowance && !cache.holds(key)) {
        // Counted before rendering, so a burst of made-up post numbers sent at once is refused
        // past the allowance too; any other address is only checked, and counted once rendered.
        if (visitorsValue) await allowance.spend(visitor);
        else await allowance.check(visitor);
      }
      let rendered = false;
      page = await cache.get(key, async () => {
        rendered = true;
        return preparePage(
          await options.render(new Request(`${RENDER_ORIGIN}${address}`), {
            apiFetch: options.apiFetchFor?.(visitor) ?? options.apiFetch,
            cacheKey,
            now: options.now(),
            scriptMarker,
          }),
          scriptMarker,
        );
      });
      if (allowance && rendered && !visitorsValue && !cache.keepsAsSitePage(key)) {
        // This page is answered anyway; the count refuses the visitor's next render.
        await allowance.spend(visitor).catch(() => undefined);
      }
    } catch (error) {
      // Refused by the allowance: the visitor waits, however old a page we could show.
      if (error instanceof ApiError) throw error;
      // Every public page reads the database (the site settings in its footer at least): while
      // it cannot be reached, the page as last rendered is better than none, as a prerendered file was.
      const stale = cache.latestGood(address);
      if (!stale) throw error;
      page = stale;
    }
    if (page.status >= 500) page = cache.latestGood(address) ?? page;
    const headers = { ...page.headers };
    const etag = headers.etag;
    const ifNoneMatch = c.req.header('if-none-match');
    if (etag && ifNoneMatchHolds(ifNoneMatch, etag)) {
      return c.body(null, 304, headers);
    }
    let body = page.body;
    if (page.brotli && page.gzip) {
      const encoding = acceptedEncoding(c.req.header('accept-encoding'), ['br', 'gzip'] as const);
      if (encoding) {
        headers['content-encoding'] = encoding;
        body = encoding === 'br' ? page.brotli : page.gzip;
      }
    }
    return c.body(body as Uint8Array<ArrayBuffer>, page.status as 200, headers);
  };
}
