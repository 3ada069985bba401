import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { contentSecurityPolicy } from '../http/security-headers';
import { markedScriptHashes } from './web-app';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A rendered answer as the cache keeps it: everything a response needs, worked out once. */
export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
  /** Compressed once when cached, so a cached page is never compressed on the request path. */
  brotli: Uint8Array | undefined;
  gzip: Uint8Array | undefined;
}

// Below this a compressed copy saves less than its headers cost.
const MIN_COMPRESS_BYTES = 512;
// Text of every kind, the `+xml` and `+json` ones too: the news feed is `application/atom+xml`,
// which went out whole (10 kB where brotli sends 2 kB) to every feed reader polling it.
const COMPRESSIBLE =
  /^(text\/|image\/svg\+xml|application\/(json|javascript|xml|[\w.-]+\+(xml|json))\b)/;

/**
 * Turns a rendered response into a {@link RenderedPage}: a strong ETag of its bytes, the content
 * security policy allowing exactly the inline scripts its render marked (an HTML page; see
 * `markedScriptHashes`), with the marker taken out of the page, and its compressed copies.
 * @param scriptMarker the marker the render was given (`SiteRenderContext.scriptMarker`); without
 * one, no inline script of the page is allowed.
 */
export async function preparePage(
  response: Response,
  scriptMarker?: string,
): Promise<RenderedPage> {
  let body = new Uint8Array(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  delete headers['content-length'];
  const type = headers['content-type'] ?? '';
  if (type.startsWith('text/html')) {
    // Said in the header, not only by the page's `<meta charset>`: a browser that meets editors'
    // text before the meta (or a page whose meta moved past the first 1024 bytes it looks in)
    // would otherwise guess the encoding, and a guessed one can read text an editor typed as
    // markup. React writes UTF-8.
    if (!/;\s*charset=/i.test(type)) headers['content-type'] = 'text/html; charset=utf-8';
    const html = Buffer.from(body).toString('utf8');
    const marked = scriptMarker ? markedScriptHashes(html, scriptMarker) : { html, hashes: [] };
    body = new Uint8Array(Buffer.from(marked.html, 'utf8'));
    headers['content-security-policy'] = contentSecurityPolicy(marked.hashes);
  }
  headers.etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  // A page must be revalidated to pick up a publish; the ETag makes that a 304 when unchanged.
  // A page that must be current on every request (a membership verification) says `no-store`,
  // and keeps it: neither browsers nor this server's cache may answer it from memory.
  headers['cache-control'] = isUncacheable(headers)
    ? 'no-store'
    : 'public, max-age=0, must-revalidate';
  const compress = COMPRESSIBLE.test(type) && body.byteLength >= MIN_COMPRESS_BYTES;
  const [brotli, gzipped] = compress
    ? await Promise.all([
        brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzipAsync(body, { level: 9 }),
      ])
    : [undefined, undefined];
  if (compress) headers.vary = 'accept-encoding';
  return { status: response.status, headers, body, brotli, gzip: gzipped };
}

/** Whether a rendered answer asked never to be stored (`Cache-Control: no-store`). */
function isUncacheable(headers: Record<string, string>): boolean {
  return /(^|,)\s*no-store\s*(,|$)/i.test(headers['cache-control'] ?? '');
}

/**
 * Whether a page kept under `key` is one of the site's own pages (answered 200 at an address with
 * no query, or with only `_routes`, which names the loaders a client navigation asks for): there
 * are as many of those as the site has pages. Anything else (a news post by `?article=`, a join
 * form by `?type=`, a 404, a redirect) comes in numbers a visitor chooses, and is kept apart.
 */
function isSitePage(key: string, page: RenderedPage): boolean {
  return page.status === 200 && !asksForVisitorsValue(key);
}

/**
 * Whether a page's address (or a cache key ending in one) carries a query parameter whose value
 * the visitor chooses (a news post by `?article=`, a join form by `?type=`), rather than none or
 * only `_routes`, which names the loaders a client navigation asks for: such addresses come in
 * numbers a visitor chooses, where the site's own pages are as many as the site has.
 */
export function asksForVisitorsValue(address: string): boolean {
  const query = address.indexOf('?');
  if (query === -1) return false;
  return [...new URLSearchParams(address.slice(query + 1)).keys()].some(
    (name) => name !== '_routes',
  );
}

/** Keeps `page` under `key` in `pages`, forgetting the least recently used beyond `max`. */
function keep(pages: Map<string, RenderedPage>, key: string, page: RenderedPage, max: number) {
  pages.set(key, page);
  for (const oldest of pages.keys()) {
    if (pages.size <= max) break;
    pages.delete(oldest);
  }
}

/**
 * Rendered pages by (content version, address), most recently used kept: a publish changes the
 * version, so every instance renders afresh; pages of an older version age out. A page lives
 * until its key changes and never by a time of its own: the version (`SiteContent.cacheKey`)
 * also changes when a scheduled entry comes due, when a listed event starts or ends and at
 * midnight in Lusaka, so a page listing upcoming events is not answered after the first of them
 * has started or ended. The site's own pages and the other answers (see {@link isSitePage}) are
 * kept in two lists of their own, so a run of one-off addresses (made-up news post ids, 404s) only
 * pushes out others of its kind, and the pages most visitors open stay rendered.
 */
export class RenderedPageCache {
  readonly #pages = new Map<string, RenderedPage>();
  readonly #others = new Map<string, RenderedPage>();
  readonly #rendering = new Map<string, Promise<RenderedPage>>();

  /**
   * @param maxPages how many of the site's own pages (and their navigation data) to keep.
   * @param maxOthers how many other answers to keep: pages at an address with a query the page
   * reads (news posts, join forms), 404s and redirects.
   */
  constructor(
    readonly maxPages = 500,
    readonly maxOthers = 200,
  ) {}

  /**
   * The cached page under `key`, or the one `render` makes (once, however many requests ask for
   * it at the same time). Answers of status 500 and above, answers that set a cookie and answers
   * marked `Cache-Control: no-store` (a membership verification, which must be current: the key is
   * only the content's version, which a lapsed or renewed membership does not change) are never kept.
   */
  async get(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    for (const pages of [this.#pages, this.#others]) {
      const cached = pages.get(key);
      if (cached) {
        // Re-inserted so the Map's order is the order of use.
        pages.delete(key);
        pages.set(key, cached);
        return cached;
      }
    }
    const pending = this.#rendering.get(key);
    if (pending) return pending;
    const rendering = render().finally(() => this.#rendering.delete(key));
    this.#rendering.set(key, rendering);
    const page = await rendering;
    if (page.status < 500 && !('set-cookie' in page.headers) && !isUncacheable(page.headers)) {
      if (isSitePage(key, page)) keep(this.#pages, key, page, this.maxPages);
      else keep(this.#others, key, page, this.maxOthers);
    }
    return page;
  }

  /**
   * The most recently used page kept for `address` (a key's part after its content version) that
   * answered 200, whatever version it was rendered under: what to show while a fresh one cannot
   * be rendered (the database unreachable). Looked through only then, so a walk of the map is fine.
   */
  latestGood(address: string): RenderedPage | undefined {
    let found: RenderedPage | undefined;
    for (const pages of [this.#others, this.#pages]) {
      for (const [key, page] of pages) {
        if (page.status === 200 && key.slice(key.indexOf(' ') + 1) === address) found = page;
      }
    }
    return found;
  }

  /** Whether `key` is kept or being rendered: asking for it now would cost no render. */
  holds(key: string): boolean {
    return this.has(key) || this.#rendering.has(key);
  }

  /** Whether `key` is kept among the site's own pages (see {@link isSitePage}). */
  keepsAsSitePage(key: string): boolean {
    return this.#pages.has(key);
  }

  /** How many pages are kept, of both kinds. */
  get size(): number {
    return this.#pages.size + this.#others.size;
  }

  /** Whether a page is kept under `key`. */
  has(key: string): boolean {
    return this.#pages.has(key) || this.#others.has(key);
  }
}
