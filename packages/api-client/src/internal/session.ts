import { ApiError } from '../errors/api-error';
import type { TokenStore } from '../tokens/token-store';
import { abortable } from './abortable';
import { errorFromResponse } from './error-from-response';
import { DEFAULT_MESSAGES, SESSION_EXPIRED } from './messages';
import { readBody } from './read-body';

/** The member's login session: the stored tokens and their renewal. */
export interface Session {
  /** The current access token, or `null` when nobody is logged in. */
  accessToken(): string | null;
  /**
   * Gets a fresh access token after `rejected` was refused. Every caller that arrives while a
   * refresh is running shares it; a caller whose rejected token was already replaced gets the
   * replacement without another refresh.
   */
  renew(rejected: string | null, signal?: AbortSignal): Promise<string>;
}

/** How a session reaches `GET token/refresh`: sends the refresh token, returns the raw answer. */
export type RefreshCall = (refreshToken: string) => Promise<Response>;

/** Creates the single-flight session over a token store. */
export function createSession(
  tokenStore: TokenStore,
  refreshCall: RefreshCall,
  onSessionExpired: (() => void) | undefined,
): Session {
  let renewal: Promise<string> | null = null;

  const expire = (): never => {
    tokenStore.clear();
    try {
      onSessionExpired?.();
    } catch (error) {
      // The app's callback failing must not change what the waiting requests see; report it apart.
      queueMicrotask(() => {
        throw error;
      });
    }
    throw new ApiError(401, SESSION_EXPIRED);
  };

  const refresh = async (): Promise<string> => {
    const tokens = tokenStore.read();
    if (!tokens) return expire();
    // A network failure or timeout here propagates without ending the session: a member on
    // patchy mobile data keeps their login and the next call tries again.
    const response = await refreshCall(tokens.refreshToken);
    // Logged out (or logged in afresh) while the refresh was on its way: its answer is of a
    // session the member has left. Its tokens, stored, signed the member in again after the
    // logout cleared the store (on a phone the next person may pick up); its refusal (the logout
    // revoked the session first) is no session that ended by itself to tell the app about. The
    // request that waited on it is refused as after a logout, also when a new login came
    // meanwhile: it was sent in the old session.
    if (tokenStore.read()?.refreshToken !== tokens.refreshToken) {
      throw new ApiError(401, SESSION_EXPIRED);
    }
    if (response.status >= 500) throw await errorFromResponse(response, DEFAULT_MESSAGES);
    const body = response.ok ? await readBody(response).catch(() => undefined) : undefined;
    const fresh = (body as { access_token?: unknown } | undefined)?.access_token;
    if (typeof fresh !== 'string' || fresh === '') return expire();
    const rotated = (body as { refresh_token?: unknown }).refresh_token;
    tokenStore.write({
      accessToken: fresh,
      refreshToken: typeof rotated === 'string' && rotated !== '' ? rotated : tokens.refreshToken,
    });
    return fresh;
  };

  return {
    accessToken: () => tokenStore.read()?.accessToken ?? null,
    renew(rejected, signal) {
      if (!renewal) {
        const current = tokenStore.read()?.accessToken;
        // Logged out (or expired) while the request was on its way: nothing left to renew.
        if (!current) return Promise.reject(new ApiError(401, SESSION_EXPIRED));
        if (rejected !== null && current !== rejected) return Promise.resolve(current);
        renewal = refresh().finally(() => {
          renewal = null;
        });
      }
      return abortable(renewal, signal);
    },
  };
}
