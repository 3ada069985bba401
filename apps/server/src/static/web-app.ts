import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import { contentSecurityPolicy } from '../http/security-headers';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The `sha256-...` source of one inline script, or `undefined` for a script that needs none: one
 * with a `src` (allowed by `'self'`), an empty one, and JSON (JSON-LD and the like is data, which
 * the browser never runs).
 */
function scriptHash(attributes: string, body: string): string | undefined {
  if (/\bsrc\s*=/i.test(attributes) || body.length === 0) return undefined;
  if (/type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) return undefined;
  return `sha256-${createHash('sha256').update(body).digest('base64')}`;
}

/**
 * The `sha256-...` sources of every inline script of a page, so the content security policy can
 * allow those and nothing else inline. Only for the web build's prerendered files, written at
 * build time from the repository alone: a page rendered per request carries editors' content and
 * is allowed only the scripts its render marked ({@link markedScriptHashes}).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    const hash = scriptHash(attributes, body);
    if (hash) hashes.add(hash);
  }
  return [...hashes];
}

/** A rendered page with its render's marker taken out, and the hashes its policy allows. */
export interface MarkedScripts {
  html: string;
  hashes: string[];
}

/**
 * The hashes of the inline scripts a render wrote itself, and the page without the marker that
 * says which those are. The server hands the web app's render a random marker of its own process,
 * which the app writes as the `nonce` of every inline script it means (React Router's, React's,
 * the starter, its own); only a script whose opening tag carries it is hashed. A script that came
 * into the page any other way (markup let through by a bug, in editors' content) has no marker,
 * as the marker is unguessable and never leaves the server, so it stays in the page without a hash
 * and the browser does not run it. The marker is taken out of every tag before the page is cached
 * or sent: the policy allows by hash, never by nonce, since a cached page is the same for every
 * visitor and a nonce in it would be no secret.
 */
export function markedScriptHashes(html: string, marker: string): MarkedScripts {
  const attribute = ` nonce="${marker}"`;
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!attributes.includes(attribute)) continue;
    const hash = scriptHash(attributes, body);
    if (hash) hashes.add(hash);
  }
  return { html: html.replaceAll(attribute, ''), hashes: [...hashes] };
}

/** How {@link serveStaticFolder} treats a folder. */
export interface StaticFolderOptions {
  /** URL path the folder is mounted at, such as `/storybook`; empty for the site root. */
  mountPath?: string;
  /**
   * Who may frame these pages. `'none'` by default; Storybook needs `'self'` because its manager
   * shows stories in a frame.
   */
  frameAncestors?: "'none'" | "'self'";
}

interface FileFacts {
  modified: number;
  etag: string;
  policy: string | undefined;
}

const factsCache = new Map<string, FileFacts>();

/**
 * A served file's strong ETag and, for a page, its content security policy with the hashes of its
 * inline scripts: worked out from the file once, then again only when it changes on disk.
 */
async function fileFacts(path: string, frameAncestors: string): Promise<FileFacts> {
  const modified = (await stat(path)).mtimeMs;
  const key = `${frameAncestors} ${path}`;
  const cached = factsCache.get(key);
  if (cached && cached.modified === modified) return cached;
  const body = await readFile(path);
  // A precompressed copy's policy is its original's: the scripts are the same.
  const original = path.replace(/\.(br|gz)$/, '');
  const html = extname(original) === '.html';
  const facts = {
    modified,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    policy: html
      ? contentSecurityPolicy(
          inlineScriptHashes((await readFile(original)).toString('utf8')),
          frameAncestors,
        )
      : undefined,
  };
  factsCache.set(key, facts);
  return facts;
}

/**
 * Serves a built folder with Hono's `serveStatic` (the `.br` and `.gz` copies written at build
 * time, never compressing on the request path) and `etag` (a 304 for a file the browser has);
 * HTML pages get a CSP that allows their own inline scripts by hash. A path with no file goes on
 * to the next handler.
 */
export function serveStaticFolder(
  root: string,
  options: StaticFolderOptions = {},
): MiddlewareHandler {
  const mount = options.mountPath ?? '';
  const frameAncestors = options.frameAncestors ?? "'none'";
  const found = new WeakMap<Context, string>();
  const files = serveStatic({
    root,
    precompressed: true,
    rewriteRequestPath: (path) => path.slice(mount.length) || '/',
    onFound: (path, c) => {
      found.set(c, path);
    },
  });
  // A 304 updates the headers the browser stored with the page. Without the page's own policy on
  // it, the site-wide default (no script hashes) would replace it, and the cached page's inline
  // scripts would be blocked on the next visit.
  const etags = etag({
    retainedHeaders: [...RETAINED_304_HEADERS, 'content-security-policy', 'x-frame-options'],
  });
  const headers: MiddlewareHandler = async (c, next) => {
    await next();
    const path = found.get(c);
    if (!path) return;
    const facts = await fileFacts(path, frameAncestors);
    c.res.headers.set('etag', facts.etag);
    if (facts.policy) c.res.headers.set('content-security-policy', facts.policy);
    if (frameAncestors === "'self'") c.res.headers.set('x-frame-options', 'SAMEORIGIN');
    // Built assets carry a content hash in their names; pages must be revalidated to pick up a deploy.
    c.res.headers.set(
      'cache-control',
      /[/\\]assets[/\\]/.test(path)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
    );
  };
  // serveStatic answers with the file or goes on to `next`; the outer two see its answer after.
  return (c, next) =>
    etags(c, async () => {
      await headers(c, async () => {
        const answer = await files(c, next);
        if (answer instanceof Response) c.res = answer;
      });
    });
}
