import { createHash } from 'node:crypto';
import { brotliCompress, constants, gzipSync } from 'node:zlib';
import { acceptedEncoding } from './accepted-encoding';
import { ifNoneMatchHolds } from './if-none-match';

/** A JSON answer serialised and compressed once, then answered from the kept bytes. */
export interface PreparedJson {
  /**
   * The answer to `request`: brotli or gzip as it accepts, 304 when it holds these bytes already;
   * `headers` are added to it (`Cache-Control: public, no-cache` unless they say otherwise).
   */
  answer(request: Request, headers: Record<string, string>): Response;
}

interface Kept {
  plain: Buffer<ArrayBuffer>;
  gzipped: Buffer<ArrayBuffer>;
  /** Made on the thread pool after the first answer; gzip is answered until it is ready. */
  brotli?: Buffer<ArrayBuffer>;
  etag: string;
}

/**
 * For a public answer that does not change while the server runs (the OpenAPI document, the
 * indexed constitution): building and compressing it took 10-20 ms of the server's one thread at
 * every request, so anyone asking a few dozen times a second filled a core. `build` runs on the
 * first request, once every route is mounted.
 *
 * Its ETag is weak (the same JSON, whichever encoding carried it), so a browser asking again
 * after its copy went stale gets a 304 instead of the whole document: without one, the
 * constitution's 59 kB were downloaded afresh every five minutes by a member reading it. Brotli
 * (about a seventh smaller than gzip on these documents) is made once at quality 9 on the thread
 * pool, where its 70-150 ms hold up no request.
 */
export function preparedJson(build: () => unknown): PreparedJson {
  let kept: Kept | undefined;
  const prepare = (): Kept => {
    const plain = Buffer.from(JSON.stringify(build()));
    const digest = createHash('sha256').update(plain).digest('base64url').slice(0, 27);
    const made: Kept = { plain, gzipped: gzipSync(plain), etag: `W/"${digest}"` };
    brotliCompress(
      plain,
      {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: plain.byteLength,
        },
      },
      (error, brotli) => {
        if (!error) made.brotli = brotli as Buffer<ArrayBuffer>;
      },
    );
    return made;
  };
  return {
    answer(request, headers) {
      kept ??= prepare();
      const common = {
        'cache-control': 'public, no-cache',
        ...headers,
        vary: 'accept-encoding',
        etag: kept.etag,
      };
      if (ifNoneMatchHolds(request.headers.get('if-none-match'), kept.etag)) {
        return new Response(null, { status: 304, headers: common });
      }
      const encoding = acceptedEncoding(
        request.headers.get('accept-encoding') ?? undefined,
        kept.brotli ? (['br', 'gzip'] as const) : (['gzip'] as const),
      );
      const body =
        encoding === 'br' && kept.brotli
          ? kept.brotli
          : encoding === 'gzip'
            ? kept.gzipped
            : kept.plain;
      return new Response(body, {
        status: 200,
        headers: {
          ...common,
          'content-type': 'application/json',
          ...(encoding ? { 'content-encoding': encoding } : {}),
        },
      });
    },
  };
}
