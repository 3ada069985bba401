import { gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { acceptedEncoding } from './accepted-encoding';

/** Smaller answers are sent as they are: compressing them costs more than it saves. */
const MIN_BYTES = 1024;

/**
 * Gzips JSON answers of 1 KB or more for clients that accept it. The answer is read whole (API
 * answers are small) and compressed in one call, which is cheaper than a compression stream.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (
      c.req.method === 'HEAD' ||
      !response.body ||
      response.headers.has('content-encoding') ||
      !(response.headers.get('content-type') ?? '').startsWith('application/json')
    ) {
      return;
    }
    const encoding = acceptedEncoding(c.req.header('accept-encoding'), ['gzip'] as const);
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    headers.append('vary', 'accept-encoding');
    if (body.byteLength < MIN_BYTES || !encoding) {
      c.res = new Response(body, { status: response.status, headers });
      return;
    }
    headers.set('content-encoding', 'gzip');
    headers.delete('content-length');
    c.res = new Response(gzipSync(body), { status: response.status, headers });
  };
}
