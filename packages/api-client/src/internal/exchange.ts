import ky from 'ky';
import { NetworkError } from '../errors/network-error';
import { TimeoutError } from '../errors/timeout-error';
import type { QueryParameters } from '../http/query-parameters';
import type { FailureMessages } from './messages';

/** The HTTP methods the services use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One request and its answer, whatever the status. */
export interface Exchange {
  method: HttpMethod;
  /** Base URL of the service, ending in `/api/`. */
  base: string;
  /** Path below the base; a leading slash is ignored. */
  path: string;
  query?: QueryParameters;
  json?: unknown;
  body?: FormData;
  /** Token for the `Authorization: Bearer` header. */
  bearer?: string | null;
  /** Other request headers, such as `Idempotency-Key`; never `Authorization`. */
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /** Milliseconds to wait for the whole answer, body included, or `false` for no limit. */
  timeout: number | false;
  messages: FailureMessages;
}

/** Sends one exchange; rejects only when no answer came (timeout, network, abort). */
export type SendExchange = (exchange: Exchange) => Promise<Response>;

/** Drops `undefined` values, which `URLSearchParams` would otherwise send as "undefined". */
export function definedQuery(query: QueryParameters | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) result[key] = String(value);
  }
  return result;
}

/** Turns whatever the transport threw into the client's error model. */
function transportFailure(error: unknown, exchange: Exchange, stopped: AbortSignal): unknown {
  // An abort is the caller's own decision: hand back exactly what they aborted with.
  if (exchange.signal?.aborted) return exchange.signal.reason ?? error;
  // Stopped, and not by the caller: the time limit ran out (the abort itself says nothing more).
  if (stopped.aborted) return new TimeoutError(exchange.messages.timeout);
  return new NetworkError(exchange.messages.network, { cause: error });
}

/**
 * Creates the fetch-based sender (through ky) that every service call uses.
 *
 * The time limit covers the body as well as the headers: the answer is read whole before it is
 * handed on, so a connection that drops after the headers (common on mobile data) ends in a
 * `TimeoutError` instead of a call that never settles. The caller's signal reaches the body too.
 */
export function createFetchExchange(fetchImplementation?: typeof fetch): SendExchange {
  // ky's own retries stay off: the only retry is the one after a token refresh, done by the caller.
  // Its timeout stays off too: it stops at the headers, and the limit below covers the body.
  const http = ky.create({
    retry: 0,
    throwHttpErrors: false,
    timeout: false,
    ...(fetchImplementation ? { fetch: fetchImplementation } : {}),
  });

  return async (exchange) => {
    const { signal, timeout } = exchange;
    signal?.throwIfAborted();
    // One controller ends the request and its body, whether the caller aborts or time runs out.
    // (Not `AbortSignal.any`: Safari before 17.4 lacks it, and ky uses it only where it exists.)
    const controller = new AbortController();
    const abort = () => controller.abort();
    signal?.addEventListener('abort', abort);
    const timer = timeout === false ? undefined : setTimeout(abort, timeout);
    try {
      const response = await http(exchange.path.replace(/^\/+/, ''), {
        prefixUrl: exchange.base,
        method: exchange.method,
        searchParams: definedQuery(exchange.query),
        ...(exchange.json !== undefined ? { json: exchange.json } : {}),
        ...(exchange.body ? { body: exchange.body } : {}),
        headers: {
          ...exchange.headers,
          ...(exchange.bearer ? { authorization: `Bearer ${exchange.bearer}` } : {}),
        },
        signal: controller.signal,
      });
      const bytes = await response.arrayBuffer();
      // The answer is its own init (status, status text, headers). An empty body stays `null`: a
      // 204 may not be given one.
      return new Response(bytes.byteLength > 0 ? bytes : null, response);
    } catch (error) {
      throw transportFailure(error, exchange, controller.signal);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    }
  };
}
