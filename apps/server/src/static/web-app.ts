import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
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

/** Serves the built web app; an unknown path gets the app shell with status 404. */
export function serveWebApp(root: string) {
  return async (c: Context) => {
    const file = await resolveWebFile(root, c.req.path);
    const fallback = join(root, '__spa-fallback.html');
    const path = file ?? ((await isFile(fallback)) ? fallback : undefined);
    if (!path) return c.json({ error: 'not_found', message: 'Not found' }, 404);
    const body = await readFile(path);
    return c.body(body, file ? 200 : 404, {
      'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
    });
  };
}
