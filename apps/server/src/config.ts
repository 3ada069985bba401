import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertStrongSecret } from './auth/secret-strength';
import { readChatModel } from './chat/chat-model-config';
import { ConfigurationProblems, collectProblems, withCommentHint } from './configuration-problems';
import { parseDatabaseUrl } from './db/database-url';
import { optionalSetting, parseInteger, parseSwitch } from './env-settings';
import { parseCorsOrigins } from './http/cors-origins';
import { parseTrustedProxies } from './http/trusted-proxies';
import { loadMembershipConfig, type MembershipConfig } from './membership/membership-config';
import { networkExposureProblems } from './network-exposure-problems';
import {
  type PaymentProviderConfig,
  parsePaymentProvider,
  publicOrigin,
} from './payments/payment-provider-config';
import { placeholderCredentials } from './placeholder-credentials';
import { comparableHost } from './provider-address';
import { misspeltSettings } from './setting-names';

/** How the server runs: demo seeds the demo accounts, production refuses unsafe defaults. */
export type ServerMode = 'demo' | 'development' | 'production';

/** Argon2id cost parameters for password hashes. */
export interface PasswordHashCost {
  /** Memory in KiB. `ARGON2_MEMORY_KIB`, default 19456 (the OWASP minimum for argon2id). */
  memoryKib: number;
  /** Passes over memory. `ARGON2_ITERATIONS`, default 2. */
  iterations: number;
}

/** Everything the server reads from its environment, with defaults that work on a fresh clone. */
export interface ServerConfig {
  /** `COAZ_MODE`: demo, development (default) or production. */
  mode: ServerMode;
  /** TCP port to listen on. `PORT`, default 8080. */
  port: number;
  /** Interface to bind. `HOST`, default every interface. */
  host: string;
  /** Path segment the member API lives under: `/{apiPrefix}/api/`. `API_PREFIX`, default `coaz`. */
  apiPrefix: string;
  /** PostgreSQL connection string; when unset the embedded PGlite database is used. `DATABASE_URL`. */
  databaseUrl: string | undefined;
  /** Folder of the embedded database and the generated secret. `DATA_DIR`, default `<repo>/.data`. */
  dataDir: string;
  /** Folder uploaded images are stored in. `UPLOAD_DIR`, default `<DATA_DIR>/uploads`. */
  uploadDir: string;
  /** Folder of the built web app (its prerendered HTML and assets). `WEB_ROOT`. */
  webRoot: string;
  /**
   * The web app's server build, which renders the pages that show editable content.
   * `WEB_SERVER_BUILD`, default `<WEB_ROOT>/../server/index.js`.
   */
  webServerBuild: string;
  /** Folder of the built Storybook, served under /storybook. `STORYBOOK_ROOT`. */
  storybookRoot: string;
  /**
   * HMAC secret signing access tokens. `JWT_SECRET`; required in production, otherwise generated
   * once and kept in `<DATA_DIR>/jwt-secret` when unset (`undefined` here means "generate").
   */
  jwtSecret: string | undefined;
  /** Lifetime of an access token in seconds. `ACCESS_TOKEN_TTL_SECONDS`, default 900. */
  accessTokenTtlSeconds: number;
  /** Lifetime of a refresh token in seconds. `REFRESH_TOKEN_TTL_SECONDS`, default 30 days. */
  refreshTokenTtlSeconds: number;
  /** Origins allowed to call the APIs from a browser. `CORS_ORIGINS`, comma separated. */
  corsOrigins: string[];
  /** Whether to believe `X-Forwarded-For` for the client address. `TRUST_PROXY`, default false. */
  trustProxy: boolean;
  /**
   * Whether production may start on a database that once ran in demo mode (demo accounts, or
   * payments made through the sandbox), which it otherwise refuses: the demo password is public,
   * so anyone could have granted roles, approved members or "paid" fees there
   * (`seed/demo-database-check.ts`). `ACCEPT_DEMO_DATABASE`, `true`/`1` or `false`/`0`, default
   * false; read only in production.
   */
  acceptDemoDatabase: boolean;
  /** The constitution PDF to index and offer for download. `CONSTITUTION_PDF`. */
  constitutionPdf: string | undefined;
  /** An OpenAI-compatible endpoint that may phrase chat answers. `OPENAI_BASE_URL`. */
  openAiBaseUrl: string | undefined;
  /** Key for that endpoint. `OPENAI_API_KEY`. */
  openAiApiKey: string | undefined;
  /** Model name for that endpoint. `OPENAI_MODEL`. */
  openAiModel: string | undefined;
  /** How long one model call may take. `OPENAI_TIMEOUT_MS`, default 8000, at most 12000. */
  openAiTimeoutMs: number;
  /**
   * Model calls allowed in any minute, all members together, one address at most a quarter of them
   * (`chat/model-share.ts`). `OPENAI_REQUESTS_PER_MINUTE`, default 60.
   */
  openAiRequestsPerMinute: number;
  /** Argon2id cost; lowered only by tests, never below the default in production. */
  passwordHashCost: PasswordHashCost;
  /** Failed logins allowed per user name in one window. `LOGIN_LIMIT_PER_USER`, default 10. */
  loginLimitPerUser: number;
  /** Login attempts allowed per address in one window. `LOGIN_LIMIT_PER_ADDRESS`, default 600. */
  loginLimitPerAddress: number;
  /** Length of a login rate-limit window in seconds. `LOGIN_LIMIT_WINDOW_SECONDS`, default 900. */
  loginLimitWindowSeconds: number;
  /** Chat questions allowed per session per minute. `CHAT_LIMIT_PER_SESSION`, default 20. */
  chatLimitPerSession: number;
  /** Chat questions allowed per address per minute. `CHAT_LIMIT_PER_ADDRESS`, default 600. */
  chatLimitPerAddress: number;
  /**
   * New pages (renders no cache had) one address may cause per minute: pages at an address whose
   * query it chooses (`/news?article=N`), 404s and membership verifications; the site's own pages
   * and cached ones are free. `PAGE_RENDER_LIMIT_PER_ADDRESS`, default 60.
   */
  pageRenderLimitPerAddress: number;
  /** How long the sandbox mobile-money provider waits before confirming, in ms. Default 3000. */
  paymentSandboxDelayMs: number;
  /** How often each instance polls the content version, in ms. `CONTENT_POLL_MS`, default 1000. */
  contentPollMs: number;
  /**
   * Where uploaded pictures live: `database` (default; every instance reads them, backups carry
   * them) or `folder` (`UPLOAD_DIR`, one instance only). `UPLOAD_STORE`.
   */
  uploadStore: 'database' | 'folder';
  /** The mobile-money provider and its credentials: `PAYMENT_PROVIDER` and the provider's settings. */
  paymentProvider: PaymentProviderConfig;
  /**
   * The site's public address alone (`PUBLIC_URL`, such as https://coaz.org.zm): the SMS that send
   * a member to log in name it (approval, renewal, lapse), MTN announces results to it, and the web
   * build's canonical address must be it. Required in production, as an https address on a public
   * name; elsewhere unset means the SMS say "Log in" without where.
   */
  publicUrl: string | undefined;
  /** Payments a member may start per hour. `PAYMENT_LIMIT_PER_MEMBER`, default 10. */
  paymentLimitPerMember: number;
  /**
   * Payment callbacks one address may send per minute (the callback address is public).
   * `PAYMENT_CALLBACK_LIMIT_PER_ADDRESS`, default 120.
   */
  paymentCallbackLimitPerAddress: number;
  /**
   * Seconds a payment may stay PENDING before it is given up as FAILED (a later result from the
   * provider still settles it). `PAYMENT_PENDING_TIMEOUT_SECONDS`, default 600.
   */
  paymentPendingTimeoutSeconds: number;
  /**
   * Proxies whose `X-Forwarded-For` hop is skipped when finding the client address: addresses or
   * CIDR ranges. `TRUSTED_PROXIES`, comma separated; with `TRUST_PROXY` alone only the immediate
   * peer is trusted.
   */
  trustedProxies: string[];
  /** `Strict-Transport-Security` max-age on answers served over TLS; 0 sends none. `HSTS_MAX_AGE_SECONDS`, default 180 days. */
  hstsMaxAgeSeconds: number;
  /** Milliseconds a client has to send a request's headers. `HTTP_HEADERS_TIMEOUT_MS`, default 10000. */
  headersTimeoutMs: number;
  /**
   * Milliseconds a client has to send a whole request. `HTTP_REQUEST_TIMEOUT_MS`, default 900000
   * (15 minutes): an application's three 5 MB documents take about 13 minutes at 20 KB/s, a phone
   * on a weak 2G signal. A body that stops arriving is cut sooner, by {@link bodyIdleTimeoutMs}.
   */
  requestTimeoutMs: number;
  /**
   * Milliseconds a request's body may stop arriving before the connection is closed.
   * `HTTP_BODY_IDLE_TIMEOUT_MS`, default 30000: a phone that sends slowly is let in, a client
   * that sends nothing cannot hold a connection for the whole request time.
   */
  bodyIdleTimeoutMs: number;
  /**
   * Milliseconds an answer may make no progress (nothing written to the client, nothing read from
   * it) before the connection is closed (Node cuts one to two limits after the last progress).
   * `HTTP_ANSWER_IDLE_TIMEOUT_MS`, default 120000 (2 minutes):
   * a client that asks for a large answer (a backup) and stops reading cannot hold the connection
   * and the file for ever, while a phone on 2G, reading 10–20 KB/s, makes progress every few
   * seconds, and one whose signal drops for a minute may still finish (TCP's resends back off, so
   * a minute without signal can mean two without progress). The server's own silence before an
   * answer begins is never counted: a backup's snapshot (PGlite pauses some 5 s per 32 MB, so a
   * large database takes minutes), a model's reply (two calls of up to `OPENAI_TIMEOUT_MS`), a
   * payment provider's (two calls of `PAYMENT_PROVIDER_TIMEOUT_MS`, 15 s by default).
   */
  answerIdleTimeoutMs: number;
  /**
   * Milliseconds a route has to begin its answer before it is answered 503 `answer_timeout`.
   * `HTTP_ANSWER_START_TIMEOUT_MS`, default 120000 (2 minutes): the longest work a request waits
   * for is a model's reply (two calls of up to 12 s) or a payment provider's (two of
   * `PAYMENT_PROVIDER_TIMEOUT_MS`), and the site's own client gives up after 20 s; work that never
   * settles no longer holds its connection for ever. A backup download is exempt: its snapshot
   * grows with the database (PGlite pauses some 5 s per 32 MB).
   */
  answerStartTimeoutMs: number;
  /**
   * Bytes a second a request's body must average over each {@link bodyRateWindowMs}, or its
   * connection is closed. `HTTP_BODY_MIN_BYTES_PER_SECOND`, default 1024: a phone on 2G sends
   * 10–20 KB/s, a client trickling a byte just inside the idle limit sends a few bytes a minute
   * and would otherwise hold its connection for the whole request time. `0` turns the floor off.
   */
  bodyMinBytesPerSecond: number;
  /** The window the body rate is averaged over, and the grace before the first judgement. `HTTP_BODY_RATE_WINDOW_MS`, default 60000. */
  bodyRateWindowMs: number;
  /**
   * Request bodies one client address may be sending at once; more are refused with 429 before
   * being read. `HTTP_BODIES_PER_ADDRESS`, default 20, so one address cannot take the process's
   * connections (its file descriptors) for itself with bodies that each just meet the floor.
   */
  bodiesPerAddress: number;
  /** Messages, dues and verification (`MESSAGE_PROVIDER`, `DUES_GRACE_DAYS`, ...). */
  membership: MembershipConfig;
  /**
   * Variables that look meant for the server but name no setting (`PUBLIC_ULR`), each a sentence
   * for a `warning:` line; production refuses them instead, so this is empty there.
   */
  misspeltSettings: string[];
}

const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/build/client', import.meta.url));
const DEFAULT_STORYBOOK_ROOT = fileURLToPath(
  new URL('../../docs/storybook-static', import.meta.url),
);
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data', import.meta.url));

/**
 * The committed SQL migrations: the nearest `migrations` folder above this module, so the same
 * code finds them from `src/` (tests), `dist/` (the build) or any other build folder in the app.
 */
export const MIGRATIONS_DIR = findMigrations(dirname(fileURLToPath(import.meta.url)));

function findMigrations(start: string): string {
  for (let folder = start; ; folder = dirname(folder)) {
    const candidate = join(folder, 'migrations');
    if (existsSync(join(candidate, '0001_initial.sql'))) return candidate;
    if (dirname(folder) === folder) return join(start, '..', 'migrations');
  }
}

/** The production floor for password hashing. */
export const STANDARD_PASSWORD_HASH_COST: PasswordHashCost = { memoryKib: 19_456, iterations: 2 };

function parseMode(value: string | undefined): ServerMode {
  if (value === undefined || value === '') return 'development';
  if (value === 'demo' || value === 'development' || value === 'production') return value;
  throw new Error(
    `COAZ_MODE must be demo, development or production, not ${JSON.stringify(value)}`,
  );
}

function parsePrefix(value: string | undefined): string {
  const prefix = (value ?? 'coaz').replace(/^\/+|\/+$/g, '');
  if (!/^[a-z0-9][a-z0-9-]*$/i.test(prefix) || prefix === 'api') {
    throw new Error(
      `API_PREFIX must be one path segment other than "api", not ${JSON.stringify(value)}`,
    );
  }
  return prefix;
}

/**
 * Reads the configuration from an environment (process.env by default).
 * @throws when `COAZ_MODE` is missing under `NODE_ENV=production` or malformed (the mode decides
 * what else is checked); otherwise `ConfigurationProblems` naming at once every setting that is
 * malformed and, in production, every secret or provider that is missing, weak or a sandbox.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  try {
    return readConfig(env);
  } catch (error) {
    // Every refusal, whichever setting it names, says so when that setting's value holds a comment.
    if (error instanceof ConfigurationProblems) {
      throw new ConfigurationProblems(
        error.problems.map((problem) => withCommentHint(problem, env)),
        error.production,
      );
    }
    throw new Error(withCommentHint((error as Error).message, env));
  }
}

function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  if (env.NODE_ENV === 'production' && optionalSetting(env.COAZ_MODE) === undefined) {
    // A production build started without saying how it runs must not fall back to development.
    throw new Error(
      'COAZ_MODE is required when NODE_ENV=production (demo, development or production)',
    );
  }
  const mode = parseMode(env.COAZ_MODE);
  const misspelt = misspeltSettings(env);
  const dataDir = optionalSetting(env.DATA_DIR) ?? DEFAULT_DATA_DIR;
  // Every refusal is gathered and reported together, so one failed start lists them all.
  const check = collectProblems(mode === 'production');
  const jwtSecret = check.attempt(() => readJwtSecret(env, mode), undefined);
  const passwordHashCost = check.attempt(
    () => readPasswordHashCost(env, mode),
    STANDARD_PASSWORD_HASH_COST,
  );
  const paymentProvider = check.attempt<PaymentProviderConfig>(
    () => parsePaymentProvider(env, mode),
    { kind: 'none' },
  );
  const membership = check.attempt<MembershipConfig | undefined>(
    () => loadMembershipConfig(env, mode),
    undefined,
  );
  const developmentOrigins = mode === 'production' ? [] : ['http://localhost:5173'];
  const integer = (name: string, fallback: number, min: number, max: number) =>
    check.attempt(() => parseInteger(name, env[name], fallback, min, max), fallback);
  const config: ServerConfig = {
    mode,
    port: integer('PORT', 8080, 0, 65_535),
    host: env.HOST || '0.0.0.0',
    apiPrefix: check.attempt(() => parsePrefix(env.API_PREFIX), 'coaz'),
    databaseUrl: check.attempt(
      () => parseDatabaseUrl(optionalSetting(env.DATABASE_URL)),
      undefined,
    ),
    dataDir,
    uploadDir: optionalSetting(env.UPLOAD_DIR) ?? `${dataDir}/uploads`,
    webRoot: env.WEB_ROOT || DEFAULT_WEB_ROOT,
    webServerBuild:
      optionalSetting(env.WEB_SERVER_BUILD) ??
      join(env.WEB_ROOT || DEFAULT_WEB_ROOT, '..', 'server', 'index.js'),
    storybookRoot: env.STORYBOOK_ROOT || DEFAULT_STORYBOOK_ROOT,
    jwtSecret,
    accessTokenTtlSeconds: integer('ACCESS_TOKEN_TTL_SECONDS', 900, 1, 86_400),
    refreshTokenTtlSeconds: integer('REFRESH_TOKEN_TTL_SECONDS', 30 * 86_400, 60, 365 * 86_400),
    corsOrigins:
      env.CORS_ORIGINS === undefined
        ? developmentOrigins
        : check.attempt(() => parseCorsOrigins(env.CORS_ORIGINS ?? ''), []),
    trustProxy: check.attempt(() => parseSwitch('TRUST_PROXY', env.TRUST_PROXY, false), false),
    acceptDemoDatabase: check.attempt(
      () => parseSwitch('ACCEPT_DEMO_DATABASE', env.ACCEPT_DEMO_DATABASE, false),
      false,
    ),
    constitutionPdf: optionalSetting(env.CONSTITUTION_PDF),
    ...check.attempt(() => readChatModel(env, mode), {
      openAiBaseUrl: undefined,
      openAiApiKey: undefined,
      openAiModel: undefined,
      openAiTimeoutMs: 8_000,
      openAiRequestsPerMinute: 60,
    }),
    passwordHashCost,
    loginLimitPerUser: integer('LOGIN_LIMIT_PER_USER', 10, 1, 1e6),
    loginLimitPerAddress: integer('LOGIN_LIMIT_PER_ADDRESS', 600, 1, 1e9),
    loginLimitWindowSeconds: integer('LOGIN_LIMIT_WINDOW_SECONDS', 900, 1, 86_400),
    chatLimitPerSession: integer('CHAT_LIMIT_PER_SESSION', 20, 1, 1e6),
    chatLimitPerAddress: integer('CHAT_LIMIT_PER_ADDRESS', 600, 1, 1e9),
    pageRenderLimitPerAddress: integer('PAGE_RENDER_LIMIT_PER_ADDRESS', 60, 1, 1e6),
    paymentSandboxDelayMs: integer('PAYMENT_SANDBOX_DELAY_MS', 3_000, 0, 600_000),
    contentPollMs: integer('CONTENT_POLL_MS', 1_000, 0, 60_000),
    uploadStore: check.attempt(() => parseUploadStore(env.UPLOAD_STORE), 'database'),
    paymentProvider,
    publicUrl: check.attempt(() => readPublicUrl(env, mode, paymentProvider), undefined),
    paymentLimitPerMember: integer('PAYMENT_LIMIT_PER_MEMBER', 10, 1, 1e6),
    paymentCallbackLimitPerAddress: integer('PAYMENT_CALLBACK_LIMIT_PER_ADDRESS', 120, 1, 1e6),
    paymentPendingTimeoutSeconds: integer('PAYMENT_PENDING_TIMEOUT_SECONDS', 600, 1, 86_400),
    trustedProxies: check.attempt(() => parseTrustedProxies(env.TRUSTED_PROXIES), []),
    hstsMaxAgeSeconds: integer('HSTS_MAX_AGE_SECONDS', 180 * 86_400, 0, 2 * 365 * 86_400),
    headersTimeoutMs: integer('HTTP_HEADERS_TIMEOUT_MS', 10_000, 100, 600_000),
    requestTimeoutMs: integer('HTTP_REQUEST_TIMEOUT_MS', 900_000, 100, 3_600_000),
    bodyIdleTimeoutMs: integer('HTTP_BODY_IDLE_TIMEOUT_MS', 30_000, 100, 600_000),
    answerIdleTimeoutMs: integer('HTTP_ANSWER_IDLE_TIMEOUT_MS', 120_000, 100, 3_600_000),
    answerStartTimeoutMs: integer('HTTP_ANSWER_START_TIMEOUT_MS', 120_000, 100, 3_600_000),
    bodyMinBytesPerSecond: integer('HTTP_BODY_MIN_BYTES_PER_SECOND', 1_024, 0, 10_000_000),
    bodyRateWindowMs: integer('HTTP_BODY_RATE_WINDOW_MS', 60_000, 100, 600_000),
    bodiesPerAddress: integer('HTTP_BODIES_PER_ADDRESS', 20, 1, 1_000_000),
    // Set whenever no problem was noted.
    membership: membership as MembershipConfig,
    misspeltSettings: mode === 'production' ? [] : misspelt.map(({ problem }) => problem),
  };
  for (const slip of misspelt) {
    // Production's value would be ignored for a default meant for a fresh machine; and a slip of
    // the mode itself (`COAZ_MOD=production`) would start any server in development mode, with
    // the payment sandbox and the open outbox, so it is refused in every mode.
    if (mode === 'production' || slip.meant === 'COAZ_MODE' || slip.meant === 'NODE_ENV') {
      check.note(slip.problem);
    }
  }
  if (mode === 'production') {
    for (const problem of placeholderCredentials(env)) check.note(problem);
    for (const problem of networkExposureProblems(config)) check.note(problem);
  }
  check.throwIfAny();
  return config;
}

function readJwtSecret(env: NodeJS.ProcessEnv, mode: ServerMode): string | undefined {
  const jwtSecret = optionalSetting(env.JWT_SECRET);
  if (mode === 'production' && jwtSecret === undefined) {
    throw new Error(
      'JWT_SECRET is required when COAZ_MODE=production: a random value such as the output of `openssl rand -base64 48`',
    );
  }
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new Error(
      'JWT_SECRET must be at least 32 characters long: a random value such as the output of `openssl rand -base64 48`',
    );
  }
  if (jwtSecret !== undefined) assertStrongSecret('JWT_SECRET', jwtSecret);
  return jwtSecret;
}

/**
 * `PUBLIC_URL`, the site's public address, required in production. Without it the SMS that send a
 * member to log in (approval, renewal reminder, lapse) cannot say where, so members phone the
 * secretariat to ask; MTN has nowhere to announce results; and nothing holds the web build's
 * canonical address to the one the site is served at. Production already stands behind https on a
 * name of its own, so the operator always has the address to give. A plain http address, a path,
 * a query, or a host members' phones cannot reach (an IP address, this machine, a one-word name, a
 * private network's `.local` or `.internal`) is refused there; demo mode takes any, for a demo on a
 * local network.
 * @throws naming the setting, when it is malformed, or missing or unreachable in production
 */
function readPublicUrl(
  env: NodeJS.ProcessEnv,
  mode: ServerMode,
  paymentProvider: PaymentProviderConfig,
): string | undefined {
  const production = mode === 'production';
  if (optionalSetting(env.PUBLIC_URL) === undefined) {
    if (!production) return undefined;
    throw new Error(
      'PUBLIC_URL is required when COAZ_MODE=production: the site’s https address alone ' +
        '(https://coaz.org.zm), which the SMS that send a member to log in name, MTN announces ' +
        'results to, and the web build’s canonical links must match',
    );
  }
  // MTN's settings read it already (its callbacks go there), and noted any problem with it.
  if (paymentProvider.kind !== 'mtn-momo' && optionalSetting(env.PAYMENT_PROVIDER) === 'mtn-momo') {
    return undefined;
  }
  const origin =
    paymentProvider.kind === 'mtn-momo' ? paymentProvider.publicUrl : publicOrigin(env, production);
  const unreachable = production && origin !== undefined ? whyNoPhoneReaches(origin) : undefined;
  if (unreachable !== undefined) {
    throw new Error(
      `PUBLIC_URL=${origin} is not an address members' phones can open and is refused when ` +
        `COAZ_MODE=production: ${unreachable}; set the site’s public name (https://coaz.org.zm)`,
    );
  }
  return origin;
}

// Suffixes set aside for private networks (RFC 6762 .local, RFC 8375 .home.arpa, ICANN's .internal
// of 2024 and the .corp and .home it will never delegate, the .lan routers hand out): no public
// resolver answers them.
const PRIVATE_NETWORK_SUFFIXES = ['local', 'internal', 'home.arpa', 'home', 'corp', 'lan'];
// Reserved by RFC 2606 and 6761 for tests and documentation: they resolve nowhere.
const RESERVED_SUFFIXES = ['test', 'example', 'invalid'];

/**
 * Why the SMS and e-mails naming this address would send members nowhere, or `undefined` when its
 * host is a public name. A one-word name (`https://coaz`), a private network's (`coaz.local`) or
 * this machine resolve only where the server stands, never on a member's phone; an IP address has
 * no certificate a phone trusts and names a machine, not the site.
 */
function whyNoPhoneReaches(origin: string): string | undefined {
  const host = comparableHost(origin).replace(/^\[|\]$/g, '');
  const endsIn = (suffix: string) => host === suffix || host.endsWith(`.${suffix}`);
  if (isIP(host) !== 0) return `${host} is an IP address, for which no certificate is issued`;
  if (endsIn('localhost')) return `${host} is this machine`;
  if (!host.includes('.'))
    return `${host} is a name of one word, which only a local network resolves`;
  const privateSuffix = PRIVATE_NETWORK_SUFFIXES.find(endsIn);
  if (privateSuffix !== undefined) {
    return `${host} is a private network’s name (.${privateSuffix}), which no phone outside it resolves`;
  }
  if (RESERVED_SUFFIXES.some(endsIn)) {
    return `${host} is a name reserved for tests and examples, which resolves nowhere`;
  }
  return undefined;
}

function readPasswordHashCost(env: NodeJS.ProcessEnv, mode: ServerMode): PasswordHashCost {
  const passwordHashCost: PasswordHashCost = {
    memoryKib: parseInteger('ARGON2_MEMORY_KIB', env.ARGON2_MEMORY_KIB, 19_456, 256, 4_194_304),
    iterations: parseInteger('ARGON2_ITERATIONS', env.ARGON2_ITERATIONS, 2, 1, 64),
  };
  if (mode !== 'production') return passwordHashCost;
  // Named setting by setting, with the floor, so the operator knows what to change (or unset).
  const settings: [string, number, number][] = [
    ['ARGON2_MEMORY_KIB', passwordHashCost.memoryKib, STANDARD_PASSWORD_HASH_COST.memoryKib],
    ['ARGON2_ITERATIONS', passwordHashCost.iterations, STANDARD_PASSWORD_HASH_COST.iterations],
  ];
  const lowered = settings.filter(([, value, floor]) => value < floor);
  if (lowered.length > 0) {
    const named = lowered.map(([name, value, floor]) => `${name}=${value} (at least ${floor})`);
    throw new Error(
      `The argon2id cost may not be lowered in production mode: ${named.join(' and ')}; unset it to use the default`,
    );
  }
  return passwordHashCost;
}

function parseUploadStore(value: string | undefined): 'database' | 'folder' {
  if (value === undefined || value === '' || value === 'database') return 'database';
  if (value === 'folder') return 'folder';
  throw new Error(`UPLOAD_STORE must be database or folder, not ${JSON.stringify(value)}`);
}
