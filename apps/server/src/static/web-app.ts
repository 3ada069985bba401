import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import { contentSecurityPolicy } from '../http/security-headers';

/**
 * The `sha256-...` sources of a page's inline scripts, so the content security policy can allow
 * exactly those (the prerendered hydration data) and nothing else inline.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    if (/type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.add(`sha256-${createHash('sha256').update(body).digest('base64')}`);
  }
  return [...hashes];
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
