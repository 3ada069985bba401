import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { acceptedEncoding } from '../http/accepted-encoding';
import { contentSecurityPolicy } from '../http/security-headers';
import { matchesClientRoute, readClientRoutes } from './client-routes';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.pdf': 'application/pdf',
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The file under `root` that a URL path names: the file itself, or the
 * prerendered `index.html` of a route folder. Paths that climb out of `root`
 * resolve to nothing.
 */
export async function resolveWebFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root.endsWith(sep) ? root : root + sep))
    return undefined;
  if (await isFile(candidate)) return candidate;
  const index = join(candidate, 'index.html');
  if (await isFile(index)) return index;
  return undefined;
}

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

interface LoadedFile {
  body: Uint8Array;
  contentType: string;
  policy: string | undefined;
  /** A strong validator of the file's bytes, so a revalidated page costs a 304, not the page. */
  etag: string;
  /** Compressed once when first served, for phones on slow, costly data. */
  brotli: Uint8Array | undefined;
  gzip: Uint8Array | undefined;
}

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);
const MIN_COMPRESS_BYTES = 512;

const fileCache = new Map<string, { modified: number; file: LoadedFile }>();

async function loadFile(path: string, frameAncestors: string): Promise<LoadedFile> {
  const modified = (await stat(path)).mtimeMs;
  const cached = fileCache.get(`${frameAncestors} ${path}`);
  if (cached && cached.modified === modified) return cached.file;
  const body = await readFile(path);
  const extension = extname(path);
  const policy =
    extension === '.html'
      ? contentSecurityPolicy(inlineScriptHashes(body.toString('utf8')), frameAncestors)
      : undefined;
  const compress = COMPRESSIBLE.has(extension) && body.byteLength >= MIN_COMPRESS_BYTES;
  const file = {
    body,
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    policy,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    brotli: compress
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : undefined,
    gzip: compress ? gzipSync(body, { level: 9 }) : undefined,
  };
  fileCache.set(`${frameAncestors} ${path}`, { modified, file });
  return file;
}

/** Whether an `If-None-Match` header names this entity tag (or `*`). */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}

/** How {@link serveStaticFolder} treats a folder. */
export interface StaticFolderOptions {
  /** URL path the folder is mounted at, such as `/storybook`; empty for the site root. */
  mountPath?: string;
  /** A file served with status 404 for unknown paths (the web app's shell). */
  fallbackFile?: string;
  /**
   * A JSON list of route patterns rendered in the browser from the fallback file: those paths
   * get the fallback with status 200 instead of 404.
   */
  clientRoutesFile?: string;
  /**
   * Who may frame these pages. `'none'` by default; Storybook needs `'self'` because its manager
   * shows stories in a frame.
   */
  frameAncestors?: "'none'" | "'self'";
}

/** Serves a built folder; HTML pages get a CSP that allows their own inline scripts by hash. */
export function serveStaticFolder(root: string, options: StaticFolderOptions = {}) {
  const mount = options.mountPath ?? '';
  const frameAncestors = options.frameAncestors ?? "'none'";
  return async (c: Context) => {
    const path = c.req.path.slice(mount.length) || '/';
    const file = await resolveWebFile(root, path);
    const fallback = options.fallbackFile ? join(root, options.fallbackFile) : undefined;
    const chosen = file ?? (fallback && (await isFile(fallback)) ? fallback : undefined);
    if (!chosen) return c.json({ error: 'not_found', message: 'Not found' }, 404);
    const loaded = await loadFile(chosen, frameAncestors);
    const found =
      file !== undefined ||
      (options.clientRoutesFile !== undefined &&
        matchesClientRoute(await readClientRoutes(join(root, options.clientRoutesFile)), path));
    const headers: Record<string, string> = { 'content-type': loaded.contentType };
    let body = loaded.body;
    if (loaded.brotli && loaded.gzip) {
      headers.vary = 'accept-encoding';
      const encoding = acceptedEncoding(c.req.header('accept-encoding'), ['br', 'gzip'] as const);
      if (encoding) {
        headers['content-encoding'] = encoding;
        body = encoding === 'br' ? loaded.brotli : loaded.gzip;
      }
    }
    if (frameAncestors === "'self'") headers['x-frame-options'] = 'SAMEORIGIN';
    if (loaded.policy) headers['content-security-policy'] = loaded.policy;
    // Built assets carry a content hash in their names; pages must be revalidated to pick up a deploy.
    headers['cache-control'] = /\/assets\//.test(chosen)
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=0, must-revalidate';
    if (found) {
      headers.etag = loaded.etag;
      if (ifNoneMatch(c.req.header('if-none-match'), loaded.etag)) {
        return c.body(null, 304, headers);
      }
    }
    return c.body(body as Uint8Array<ArrayBuffer>, found ? 200 : 404, headers);
  };
}

/**
 * Serves the built web app. A path the app renders in the browser (listed in the build's
 * `client-routes.json`) gets the app shell with 200; any other unknown path gets it with 404.
 */
export function serveWebApp(root: string) {
  return serveStaticFolder(root, {
    fallbackFile: '__spa-fallback.html',
    clientRoutesFile: 'client-routes.json',
  });
}
