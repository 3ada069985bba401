import { createContext, type RouterContextProvider } from 'react-router';

/**
 * What the server hands every page it renders (apps/server passes it with each request): its
 * in-process fetch for the APIs, the content version the page is cached under, and its clock.
 */
export interface SiteRenderContext {
  /** Answers API requests inside the server process, without a network hop. */
  apiFetch: typeof fetch;
  /** The published content's version; a page rendered under another key is stale. */
  cacheKey: string;
  /** The server's clock (shifted by `/api/dev/clock` in demo mode). */
  now: Date;
  /**
   * The server's marker for the inline scripts the app writes: the `nonce` of each (React's,
   * React Router's, the starter, the app's own). The server allows only scripts carrying it, by
   * hash, and takes it out of the page before it is cached or sent (apps/server,
   * `markedScriptHashes`). A test's render may leave it out; its scripts are then unmarked.
   */
  scriptMarker?: string;
}

/** The router context under which the request handler stores {@link SiteRenderContext}. */
export const siteRenderContext = createContext<SiteRenderContext | null>(null);

/**
 * The render context of a request, or `null` while the build prerenders a page (there is no
 * server then, and a prerendered page shows nothing editable).
 */
export function readSiteRenderContext(
  context: Readonly<RouterContextProvider>,
): SiteRenderContext | null {
  return context.get(siteRenderContext);
}

/**
 * The render context of a request to a page that shows editable content.
 * @throws {Error} when there is none: such a page must never be prerendered.
 */
export function requireSiteRenderContext(
  context: Readonly<RouterContextProvider>,
): SiteRenderContext {
  const found = readSiteRenderContext(context);
  if (!found) {
    throw new Error('This page shows editable content and is rendered by the server only');
  }
  return found;
}
