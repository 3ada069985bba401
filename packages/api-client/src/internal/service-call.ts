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
  /** Send the access token, and refresh it once on 403. */
  auth?: boolean;
  /** Send this bearer token as it is, with no refresh on 403 (the logout call's refresh token). */
  bearer?: string;
  signal?: AbortSignal;
  /** Overrides the client's request time limit. */
  timeout?: number | false;
  messages?: Partial<FailureMessages>;
  /** Another sender for this call (the upload's XMLHttpRequest). */
  send?: SendExchange;
}

/** Makes a call, refreshing the token and retrying once on 403; resolves only on success. */
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
  requestTimeout: number | false,
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
        timeout: options.timeout ?? requestTimeout,
        messages,
      };
      if (options.query) request.query = options.query;
      if (options.json !== undefined) request.json = options.json;
      if (options.body) request.body = options.body;
      if (options.signal) request.signal = options.signal;
      return sender(request);
    };

    const token = options.auth ? session.accessToken() : null;
    let response = await exchange(options.bearer ?? token);
    // Exactly one refresh and one retry: a second 403 is the server's final word.
    if (response.status === 403 && token && !options.bearer) {
      await response.body?.cancel().catch(() => undefined);
      const renewed = await session.renew(token, options.signal);
      response = await exchange(renewed);
    }
    if (!response.ok) throw await errorFromResponse(response, messages);
    return response;
  };
}
