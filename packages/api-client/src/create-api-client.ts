import { type AuthClient, createAuthClient } from './auth/auth-client';
import { type ChatClient, createChatClient } from './chat/chat-client';
import { type CollectionClient, createCollectionClient } from './collections/collection-client';
import type {
  EventEntry,
  EventEntryUpdate,
  EventListParams,
  NewEventEntry,
} from './collections/event-types';
import type { NewNewsItem, NewsItem, NewsItemUpdate } from './collections/news-types';
import type { NewPartner, Partner, PartnerUpdate } from './collections/partner-types';
import type { NewPerson, Person, PersonListParams, PersonUpdate } from './collections/person-types';
import type {
  NewVacancy,
  Vacancy,
  VacancyListParams,
  VacancyUpdate,
} from './collections/vacancy-types';
import {
  type ConstitutionClient,
  createConstitutionClient,
} from './constitution/constitution-client';
import { type ContentsClient, createContentsClient } from './contents/contents-client';
import { createHttpClient, type HttpClient } from './http/http-client';
import { checkBaseUrl } from './internal/check-base-url';
import { registerClientInternals } from './internal/client-internals';
import { createFetchExchange } from './internal/exchange';
import { DEFAULT_MESSAGES } from './internal/messages';
import { createServiceCall } from './internal/service-call';
import { createSession } from './internal/session';
import { createStatsClient, type StatsClient } from './stats/stats-client';
import { createStudioClient, type StudioClient } from './studio/studio-client';
import { memoryTokenStore } from './tokens/memory-token-store';
import { sessionStorageTokenStore } from './tokens/session-storage-token-store';
import type { TokenStore } from './tokens/token-store';

/** Time limits of the client's calls, in milliseconds; `false` means none. */
export interface ApiTimeouts {
  /** Each member and content call, and each token refresh. @default 20000 */
  request?: number | false;
  /**
   * A call that sends a file (an image, an application's documents, a photo), which on slow mobile
   * data takes long. @default 120000
   */
  upload?: number | false;
  /**
   * A file download (a receipt, an applicant's document, the constitution PDF), body included.
   * @default 120000
   */
  download?: number | false;
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
   * @default sessionStorageTokenStore() in a browser page, memoryTokenStore() elsewhere (a server included, even where the runtime has a sessionStorage)
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

/**
 * Everything the website and other association tools need from the COAZ services. Membership
 * (applications, dues, receipts, profile, recovery, verification) has its own entry, so an app
 * that only reads content does not ship it: `createMembershipClient(client)` from
 * `@coaz/api-client/membership`.
 */
export interface ApiClient {
  /** Login, the current member and the session's tokens. */
  auth: AuthClient;
  /** Member, active member and district counts. */
  stats: StatsClient;
  /** News and notices, and image uploads. */
  contents: ContentsClient;
  /** The constitution assistant. */
  chat: ChatClient;
  /** The constitution as the server indexed it, and its PDF's address. */
  constitution: ConstitutionClient;
  /** News items, newest first. */
  news: CollectionClient<NewsItem, NewNewsItem, NewsItemUpdate>;
  /** The association's events, with `when: 'upcoming' | 'past'`. */
  events: CollectionClient<EventEntry, NewEventEntry, EventEntryUpdate, EventListParams>;
  /** Posts on the careers page, with `when: 'open' | 'closed'`. */
  vacancies: CollectionClient<Vacancy, NewVacancy, VacancyUpdate, VacancyListParams>;
  /** Office bearers, committee members and staff, by `group`. */
  people: CollectionClient<Person, NewPerson, PersonUpdate, PersonListParams>;
  /** Organisations the association works with. */
  partners: CollectionClient<Partner, NewPartner, PartnerUpdate>;
  /** The audit log and editor roles. */
  studio: StudioClient;
  /** Raw calls, with the same tokens, refresh and errors, for routes without a method here. */
  http: HttpClient;
}

function defaultTokenStore(): TokenStore {
  try {
    // A browser page only: Node 25 and Deno define a sessionStorage for the whole process, which
    // on a server would share one member's tokens with every request.
    if (
      typeof globalThis.document !== 'undefined' &&
      typeof globalThis.sessionStorage !== 'undefined'
    )
      return sessionStorageTokenStore();
  } catch {
    // Reading sessionStorage throws where the browser blocks storage.
  }
  return memoryTokenStore();
}

/**
 * Creates the client of the COAZ member, content and chat services. Authorised calls send
 * `Authorization: Bearer <access token>`; a 401 `token_expired`/`token_invalid` triggers one token refresh shared by every request
 * failing meanwhile, then each retries once.
 * @example
 * const client = createApiClient({
 *   memberBaseUrl: 'https://coaz.org/coaz/api/',
 *   chatBaseUrl: 'https://coaz.org/api/',
 *   onSessionExpired: () => window.location.assign('/home'),
 * });
 * const outcome = await client.auth.login('demo.active', 'Demo-2026!');
 * @throws {TypeError} when a base URL is missing (no options given included), blank, not HTTP, or
 * relative outside a browser.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  // `options?.`: called with none, the first check names the first option missing.
  checkBaseUrl('createApiClient: memberBaseUrl', options?.memberBaseUrl, 'coaz/api/');
  checkBaseUrl('createApiClient: chatBaseUrl', options.chatBaseUrl);
  if (options.contentBaseUrl !== undefined)
    checkBaseUrl('createApiClient: contentBaseUrl', options.contentBaseUrl);
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
  const call = createServiceCall(send, session, {
    request: requestTimeout,
    upload: timeouts.upload ?? 120_000,
    download: timeouts.download ?? 120_000,
  });
  const http = createHttpClient(call, { member: options.memberBaseUrl, content: contentBaseUrl });

  const client: ApiClient = {
    auth: createAuthClient(call, options.memberBaseUrl, session, tokenStore),
    stats: createStatsClient(call, options.memberBaseUrl),
    contents: createContentsClient(call, contentBaseUrl),
    // Unset options stay undefined, and the chat client falls back to its own defaults.
    chat: createChatClient({
      baseUrl: options.chatBaseUrl,
      fetch: options.fetch,
      timeouts: { health: timeouts.chatHealth, ask: timeouts.chatAsk },
    }),
    constitution: createConstitutionClient(call, options.chatBaseUrl),
    news: createCollectionClient(call, contentBaseUrl, 'news'),
    events: createCollectionClient(call, contentBaseUrl, 'events'),
    vacancies: createCollectionClient(call, contentBaseUrl, 'vacancies'),
    people: createCollectionClient(call, contentBaseUrl, 'people'),
    partners: createCollectionClient(call, contentBaseUrl, 'partners'),
    studio: createStudioClient(call, contentBaseUrl),
    http,
  };
  registerClientInternals(client, { call, memberBaseUrl: options.memberBaseUrl, http, tokenStore });
  return client;
}
