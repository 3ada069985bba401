import type { QueryParameters } from '../http/query-parameters';
import { errorFromResponse } from './error-from-response';
import type { Exchange, HttpMethod, SendExchange } from './exchange';
import { DEFAULT_MESSAGES, type FailureMessages } from './messages';
import type { Session } from './session';

/** What one service call may carry. */
export interface ServiceCallOptions {
  query?: QueryParameters;
  json?: unknown;
  body?: FormData;
  /** Send the access token, and refresh it once when the server says it expired or is invalid. */
  auth?: boolean;
  /** Send this bearer token as it is, with no refresh (the logout call's refresh token). */
  bearer?: string;
  /** Other request headers, sent again on the retry after a refresh. */
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /** Overrides the client's time limit (the request one; the upload one for a `body`). */
  timeout?: number | false;
  /** A file comes back (a receipt, a document): the client's download time limit applies. */
  download?: boolean;
  messages?: Partial<FailureMessages>;
  /** Another sender for this call (the upload's XMLHttpRequest). */
  send?: SendExchange;
}

/**
 * The error codes of a 401 that a refresh can cure: the access token ran out (`token_expired`) or
 * was refused (`token_invalid`). A 403 (`forbidden`) is a member who may not do the thing; a new
 * token changes nothing, so it never triggers a refresh.
 */
const REFRESHABLE_ERRORS: ReadonlySet<unknown> = new Set(['token_expired', 'token_invalid']);

async function tokenRefused(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  return REFRESHABLE_ERRORS.has((body as { error?: unknown } | undefined)?.error);
}

/**
 * Makes a call, refreshing the token and retrying once on a 401 `token_expired` or
 * `token_invalid`; resolves only on success.
 */
export type ServiceCall = (
  base: string,
  method: HttpMethod,
  path: string,
  options?: ServiceCallOptions,
) => Promise<Response>;

/** Creates the call every part of the client goes through. */
export function createServiceCall(
  send: SendExchange,
  session: Session,
  timeouts: Record<'request' | 'upload' | 'download', number | false>,
): ServiceCall {
  return async (base, method, path, options = {}) => {
    const messages: FailureMessages = { ...DEFAULT_MESSAGES, ...options.messages };
    const sender = options.send ?? send;
    const exchange = (bearer: string | null): Promise<Response> => {
      const request: Exchange = {
        method,
        base,
        path,
        bearer,
        // A file on slow mobile data takes far longer than an answer, so files get their own limits.
        timeout:
          options.timeout ??
          timeouts[options.body ? 'upload' : options.download ? 'download' : 'request'],
        messages,
      };
      if (options.query) request.query = options.query;
      if (options.json !== undefined) request.json = options.json;
      if (options.body) request.body = options.body;
      if (options.headers) request.headers = options.headers;
      if (options.signal) request.signal = options.signal;
      return sender(request);
    };

    const token = options.auth ? session.accessToken() : null;
    let response = await exchange(options.bearer ?? token);
    // Exactly one refresh and one retry: a second refusal is the server's final word.
    if (token && !options.bearer && (await tokenRefused(response))) {
      await response.body?.cancel().catch(() => undefined);
      const renewed = await session.renew(token, options.signal);
      response = await exchange(renewed);
    }
    if (!response.ok) throw await errorFromResponse(response, messages);
    return response;
  };
}
