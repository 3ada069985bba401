import ky, { TimeoutError as KyTimeoutError } from 'ky';
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
  /** Milliseconds to wait for the answer's headers, or `false` for no limit. */
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
export function transportFailure(error: unknown, exchange: Exchange): unknown {
  // An abort is the caller's own decision: hand back exactly what they aborted with.
  if (exchange.signal?.aborted) return exchange.signal.reason ?? error;
  if (error instanceof TimeoutError || error instanceof NetworkError) return error;
  if (error instanceof KyTimeoutError) {
    return new TimeoutError(exchange.messages.timeout, { cause: error });
  }
  return new NetworkError(exchange.messages.network, { cause: error });
}

/** Creates the fetch-based sender (through ky) that every service call uses. */
export function createFetchExchange(fetchImplementation?: typeof fetch): SendExchange {
  // ky's own retries stay off: the only retry is the one after a token refresh, done by the caller.
  const http = ky.create({
    retry: 0,
    throwHttpErrors: false,
    ...(fetchImplementation ? { fetch: fetchImplementation } : {}),
  });

  return async (exchange) => {
    try {
      return await http(exchange.path.replace(/^\/+/, ''), {
        prefixUrl: exchange.base,
        method: exchange.method,
        searchParams: definedQuery(exchange.query),
        ...(exchange.json !== undefined ? { json: exchange.json } : {}),
        ...(exchange.body ? { body: exchange.body } : {}),
        headers: {
          ...exchange.headers,
          ...(exchange.bearer ? { authorization: `Bearer ${exchange.bearer}` } : {}),
        },
        timeout: exchange.timeout,
        ...(exchange.signal ? { signal: exchange.signal } : {}),
      });
    } catch (error) {
      throw transportFailure(error, exchange);
    }
  };
}
