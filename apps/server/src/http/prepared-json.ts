import { gzipSync } from 'node:zlib';
import { acceptedEncoding } from './accepted-encoding';

/** A JSON answer serialised and gzipped once, then answered from the kept bytes. */
export interface PreparedJson {
  /** The answer to `request`: gzipped when it accepts gzip; `headers` are added to it. */
  answer(request: Request, headers: Record<string, string>): Response;
}

/**
 * For a public answer that does not change while the server runs (the OpenAPI document, the
 * indexed constitution): building and compressing it took 10-20 ms of the server's one thread at
 * every request, so anyone asking a few dozen times a second filled a core. `build` runs on the
 * first request, once every route is mounted.
 */
export function preparedJson(build: () => unknown): PreparedJson {
  let kept: { plain: Buffer<ArrayBuffer>; gzipped: Buffer<ArrayBuffer> } | undefined;
  return {
    answer(request, headers) {
      if (!kept) {
        const plain = Buffer.from(JSON.stringify(build()));
        kept = { plain, gzipped: gzipSync(plain) };
      }
      const gzip = acceptedEncoding(request.headers.get('accept-encoding') ?? undefined, [
        'gzip',
      ] as const);
      return new Response(gzip ? kept.gzipped : kept.plain, {
        status: 200,
        headers: {
          ...headers,
          'content-type': 'application/json',
          vary: 'accept-encoding',
          ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        },
      });
    },
  };
}
