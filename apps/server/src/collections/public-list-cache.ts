import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { acceptedEncoding } from '../http/accepted-encoding';
import { brotliJson } from '../http/compress-json';
import { ifNoneMatchHolds } from '../http/if-none-match';

/** Answers kept per content key; a flood of distinct query strings only ever clears the cache. */
const MAX_ENTRIES = 500;
/** Smaller answers go out as they are, as `compressJson` does. */
const MIN_COMPRESS_BYTES = 1024;

interface CachedAnswer {
  json: string;
  etag: string;
  /** Headers that belong to this answer, such as a list's `Next-Cursor`. */
  extra: Record<string, string>;
  gzip?: Uint8Array;
  brotli?: Uint8Array;
}

/** What a cached answer is made of: the JSON body and the headers that belong to it. */
export interface PublicAnswer {
  body: unknown;
  headers?: Record<string, string>;
}

/** The request headers an answer depends on. */
interface AnswerRequestHeaders {
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
}

/**
 * Public answers kept in memory under the site's content cache key: the key changes on every
 * instance when published content changes, so nothing here goes stale for more than one poll.
 * Each answer carries a strong ETag; a matching `If-None-Match` gets 304 with no body, and the
 * compressed bodies (brotli for the browsers that read it, a tenth smaller than gzip on these
 * lists, and gzip) are made once per answer, not once per request.
 */
export function createPublicAnswerCache() {
  let currentKey = '';
  // Promises, so that a hundred requests missing at once share one query.
  let answers = new Map<string, Promise<CachedAnswer>>();

  const respondWith = async (
    contentKey: string,
    request: string,
    headers: AnswerRequestHeaders,
    produce: () => Promise<PublicAnswer>,
  ): Promise<Response> => {
    if (contentKey !== currentKey || answers.size >= MAX_ENTRIES) {
      currentKey = contentKey;
      answers = new Map();
    }
    let pending = answers.get(request);
    if (!pending) {
      pending = produce().then(({ body, headers: extra = {} }) => {
        const json = JSON.stringify(body);
        // The headers are part of the answer (a Next-Cursor moves the page), so of its tag.
        const tagged = `${json}\n${JSON.stringify(extra)}`;
        const etag = `"${createHash('sha1').update(tagged).digest('base64url')}"`;
        return { json, etag, extra };
      });
      const made = pending;
      answers.set(request, made);
      // A failure is answered to the requests that shared it, never kept for later ones.
      made.catch(() => {
        if (answers.get(request) === made) answers.delete(request);
      });
    }
    const answer = await pending;
    const common = {
      ...answer.extra,
      etag: answer.etag,
      'cache-control': 'public, no-cache',
      vary: 'accept-encoding',
    };
    if (ifNoneMatchHolds(headers.ifNoneMatch, answer.etag)) {
      return new Response(null, { status: 304, headers: common });
    }
    const json = { ...common, 'content-type': 'application/json' };
    const encoding =
      answer.json.length >= MIN_COMPRESS_BYTES
        ? acceptedEncoding(headers.acceptEncoding, ['br', 'gzip'] as const)
        : undefined;
    if (encoding === 'br') {
      answer.brotli ??= brotliJson(answer.json);
      return new Response(answer.brotli as Uint8Array<ArrayBuffer>, {
        status: 200,
        headers: { ...json, 'content-encoding': 'br' },
      });
    }
    if (encoding === 'gzip') {
      answer.gzip ??= gzipSync(answer.json);
      return new Response(answer.gzip as Uint8Array<ArrayBuffer>, {
        status: 200,
        headers: { ...json, 'content-encoding': 'gzip' },
      });
    }
    return new Response(answer.json, { status: 200, headers: json });
  };

  return {
    /**
     * The cached answer for `request` under `contentKey`, making it with `produce` on a miss.
     * @param request the path and query, the identity of the answer
     */
    respond(
      contentKey: string,
      request: string,
      headers: AnswerRequestHeaders,
      produce: () => Promise<unknown>,
    ): Promise<Response> {
      return respondWith(contentKey, request, headers, async () => ({ body: await produce() }));
    },
    /** As `respond`, for an answer that carries headers of its own (kept and sent with it). */
    respondWith,
  };
}
