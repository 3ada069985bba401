import { type AuthClient, createAuthClient } from './auth/auth-client';
import { type ChatClient, createChatClient } from './chat/chat-client';
import { type ContentsClient, createContentsClient } from './contents/contents-client';
import { createHttpClient, type HttpClient } from './http/http-client';
import { createFetchExchange } from './internal/exchange';
import { DEFAULT_MESSAGES } from './internal/messages';
import { createServiceCall } from './internal/service-call';
import { createSession } from './internal/session';
import { createMembershipClient, type MembershipClient } from './membership/membership-client';
import { createStatsClient, type StatsClient } from './stats/stats-client';
import { memoryTokenStore } from './tokens/memory-token-store';
import { sessionStorageTokenStore } from './tokens/session-storage-token-store';
import type { TokenStore } from './tokens/token-store';

/** Time limits of the client's calls, in milliseconds; `false` means none. */
export interface ApiTimeouts {
  /** Each member and content call, and each token refresh. @default 20000 */
  request?: number | false;
  /** An image upload, which on slow mobile data takes long. @default 120000 */
  upload?: number | false;
  /** A chat health check. @default 5000 */
  chatHealth?: number;
  /** A chat question. @default 30000 */
  chatAsk?: number;
}

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /**
   * The member service: `{host}:{port}/{prefix}/api/` (prefix `coaz` by default).
   * @example 'https://coaz.org/coaz/api/'
   */
  memberBaseUrl: string;
  /**
   * The chat service: `{host}/api/`.
   * @example 'https://coaz.org/api/'
   */
  chatBaseUrl: string;
  /**
   * The contents and uploads service: `{host}/api/`.
   * @default chatBaseUrl
   */
  contentBaseUrl?: string;
  /**
   * Where the member's tokens live.
   * @default sessionStorageTokenStore() in browsers, memoryTokenStore() elsewhere
   */
  tokenStore?: TokenStore;
  /**
   * Called once each time the server refuses a token refresh, after both tokens were cleared.
   * Send the member to log in again (the website goes to /home). Not called when the refresh
   * fails for want of a network: the session is kept for the next try.
   * @example onSessionExpired: () => window.location.assign('/home')
   */
  onSessionExpired?: () => void;
  /** The fetch implementation to use (for instrumentation or server-side rendering). @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Time limits; the defaults suit slow mobile data. */
  timeouts?: ApiTimeouts;
}

/** Everything the website and other association tools need from the COAZ services. */
export interface ApiClient {
  /** Login, the current member and the session's tokens. */
  auth: AuthClient;
  /** Member, active member and district counts. */
  stats: StatsClient;
  /** News and notices, and image uploads. */
  contents: ContentsClient;
  /** The constitution assistant. */
  chat: ChatClient;
  /** Raw calls, with the same tokens, refresh and errors, for routes without a method here. */
  http: HttpClient;
  /** Applications, dues, receipts, profile, password recovery and verification. */
  membership: MembershipClient;
}

function defaultTokenStore(): TokenStore {
  try {
    if (typeof globalThis.sessionStorage !== 'undefined') return sessionStorageTokenStore();
  } catch {
    // Reading sessionStorage throws where the browser blocks storage.
  }
  return memoryTokenStore();
}

/**
 * Creates the client of the COAZ member, content and chat services. Authorised calls send
 * `Authorization: Bearer <access token>`; a 403 triggers one token refresh shared by every request
 * failing meanwhile, then each retries once.
 * @example
 * const client = createApiClient({
 *   memberBaseUrl: 'https://coaz.org/coaz/api/',
 *   chatBaseUrl: 'https://coaz.org/api/',
 *   onSessionExpired: () => window.location.assign('/home'),
 * });
 * const outcome = await client.auth.login('demo.active', 'Demo-2026!');
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeouts = options.timeouts ?? {};
  const requestTimeout = timeouts.request ?? 20_000;
  const contentBaseUrl = options.contentBaseUrl ?? options.chatBaseUrl;
  const tokenStore = options.tokenStore ?? defaultTokenStore();
  const send = createFetchExchange(options.fetch);
  const session = createSession(
    tokenStore,
    (refreshToken) =>
      send({
        method: 'GET',
        base: options.memberBaseUrl,
        path: 'token/refresh',
        bearer: refreshToken,
        timeout: requestTimeout,
        messages: DEFAULT_MESSAGES,
      }),
    options.onSessionExpired,
  );
  const call = createServiceCall(send, session, requestTimeout);
  const http = createHttpClient(call, { member: options.memberBaseUrl, content: contentBaseUrl });

  return {
    auth: createAuthClient(call, options.memberBaseUrl, session, tokenStore),
    stats: createStatsClient(call, options.memberBaseUrl),
    contents: createContentsClient(call, contentBaseUrl, timeouts.upload ?? 120_000),
    chat: createChatClient({
      baseUrl: options.chatBaseUrl,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      timeouts: {
        ...(timeouts.chatHealth !== undefined ? { health: timeouts.chatHealth } : {}),
        ...(timeouts.chatAsk !== undefined ? { ask: timeouts.chatAsk } : {}),
      },
    }),
    http,
    membership: createMembershipClient(call, options.memberBaseUrl, http, tokenStore),
  };
}
