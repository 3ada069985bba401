import { ApiError } from '../errors/api-error';
import {
  type CredentialField,
  CredentialsRequiredError,
} from '../errors/credentials-required-error';
import {
  ACCOUNT_NOT_ACTIVE,
  CURRENT_USER_FAILURE,
  DEFAULT_MESSAGES,
  GENERIC_FAILURE,
  LOGIN_REFUSED,
} from '../internal/messages';
import { readJsonObject } from '../internal/read-body';
import type { ServiceCall } from '../internal/service-call';
import type { Session } from '../internal/session';
import type { TokenStore } from '../tokens/token-store';
import type { LoginOutcome, MemberServiceId, MemberUser } from './member-types';

/** Options of calls that can be stopped. */
export interface SignalOptions {
  /** Stops the request; it then rejects with the signal's reason (an `AbortError`). */
  signal?: AbortSignal;
}

/** Login, the current member and the session's tokens. */
export interface AuthClient {
  /**
   * Logs in. Blank fields are refused with {@link CredentialsRequiredError} before any request.
   * The credentials go in a POST body, never in a URL, so no proxy or log records the password.
   * Tokens the server returns are stored (the payment, registration and password flows need
   * them too); on SUCCESSFUL the current user is fetched and must be ACTIVE.
   * @throws {ApiError} status 401 'Incorrect username or password' for bad credentials.
   * @example
   * const outcome = await client.auth.login('demo.active', 'Demo-2026!');
   * if (outcome.kind === 'active') greet(outcome.user);
   */
  login(username: string, password: string, options?: SignalOptions): Promise<LoginOutcome>;
  /**
   * The logged-in member (`GET current`).
   * @throws {ApiError} with the server's message or 'Error getting current user'.
   */
  currentUser(options?: SignalOptions): Promise<MemberUser>;
  /**
   * Forgets both tokens, then asks the server to revoke the refresh token (`POST logout`) so a
   * copied token stops working too. The local session ends even when that call fails.
   */
  logout(): Promise<void>;
  /**
   * Buys a new access token now, sharing any refresh already running. If the server refuses,
   * both tokens are cleared and `onSessionExpired` is called.
   */
  refresh(options?: SignalOptions): Promise<void>;
  /** True while tokens are stored, without asking the server whether they still work. */
  hasSession(): boolean;
}

interface LoginReply {
  access_token?: unknown;
  refresh_token?: unknown;
  status?: unknown;
  user?: { id?: MemberServiceId; username?: string } | null;
  tariff?: { receivableId?: MemberServiceId; criteriaId?: MemberServiceId } | null;
}

/** Creates the login and session client. */
export function createAuthClient(
  call: ServiceCall,
  memberBaseUrl: string,
  session: Session,
  tokenStore: TokenStore,
): AuthClient {
  const contractBroken = (body: unknown) => new ApiError(502, GENERIC_FAILURE, { body });

  const currentUser = async (options: SignalOptions = {}): Promise<MemberUser> => {
    const response = await call(memberBaseUrl, 'GET', 'current', {
      auth: true,
      messages: { fallback: CURRENT_USER_FAILURE },
      ...options,
    });
    const body = await readJsonObject(response, {
      ...DEFAULT_MESSAGES,
      fallback: CURRENT_USER_FAILURE,
    });
    const user = (body.content as { user?: unknown } | undefined)?.user;
    if (typeof user !== 'object' || user === null) {
      throw new ApiError(502, CURRENT_USER_FAILURE, { body });
    }
    return user as MemberUser;
  };

  return {
    async login(username, password, options = {}) {
      const name = username.trim();
      const missing: CredentialField[] = [];
      if (name === '') missing.push('username');
      if (password.trim() === '') missing.push('password');
      if (missing.length > 0) throw new CredentialsRequiredError(missing);

      const response = await call(memberBaseUrl, 'POST', 'login', {
        json: { username: name, password },
        messages: { byStatus: { 401: LOGIN_REFUSED } },
        ...options,
      });
      const reply = (await readJsonObject(response)) as LoginReply;
      const { access_token: accessToken, refresh_token: refreshToken } = reply;
      if (typeof accessToken === 'string' && typeof refreshToken === 'string') {
        tokenStore.write({ accessToken, refreshToken });
      }

      switch (reply.status) {
        case 'SUCCESSFUL': {
          if (typeof accessToken !== 'string' || typeof refreshToken !== 'string') {
            throw contractBroken(reply);
          }
          // Login either completes or leaves no session behind for the form to contradict.
          const user = await currentUser(options).catch((error: unknown) => {
            tokenStore.clear();
            throw error;
          });
          if (user.status !== 'ACTIVE') {
            tokenStore.clear();
            throw new ApiError(403, ACCOUNT_NOT_ACTIVE, { body: user });
          }
          return { kind: 'active', user };
        }
        case 'PENDING_PAYMENT': {
          const userId = reply.user?.id;
          const { receivableId, criteriaId } = reply.tariff ?? {};
          if (userId === undefined || receivableId === undefined || criteriaId === undefined) {
            throw contractBroken(reply);
          }
          return { kind: 'pending-payment', userId, receivableId, criteriaId, sponsor: 'SELF' };
        }
        case 'OTP':
          return { kind: 'otp', username: reply.user?.username ?? name };
        case 'INCOMPLETE_REGISTRATION': {
          const userId = reply.user?.id;
          if (userId === undefined) throw contractBroken(reply);
          return { kind: 'incomplete-registration', userId };
        }
        default:
          throw contractBroken(reply);
      }
    },
    currentUser,
    async logout() {
      const tokens = tokenStore.read();
      tokenStore.clear();
      if (!tokens) return;
      await call(memberBaseUrl, 'POST', 'logout', { bearer: tokens.refreshToken }).catch(
        () => undefined,
      );
    },
    async refresh(options = {}) {
      await session.renew(null, options.signal);
    },
    hasSession: () => tokenStore.read() !== null,
  };
}
