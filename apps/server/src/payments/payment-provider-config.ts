import { collectProblems } from '../configuration-problems';
import { comparableHost, refuseUnnamedProviderHost } from '../provider-address';

/** The mobile-money providers the server can be configured with (`PAYMENT_PROVIDER`). */
export type PaymentProviderName = 'sandbox' | 'mtn-momo' | 'airtel-money' | 'none';

/** MTN MoMo Collection API settings (`MTN_MOMO_*`). */
export interface MtnMomoConfig {
  kind: 'mtn-momo';
  /** `MTN_MOMO_BASE_URL`, default `https://proxy.momoapi.mtn.com` (sandbox: `https://sandbox.momodeveloper.mtn.com`). */
  baseUrl: string;
  /** The Collection product's `Ocp-Apim-Subscription-Key`. `MTN_MOMO_SUBSCRIPTION_KEY`. */
  subscriptionKey: string;
  /** The API user (a UUID) MTN issued. `MTN_MOMO_API_USER`. */
  apiUser: string;
  /** That user's API key. `MTN_MOMO_API_KEY`. */
  apiKey: string;
  /** `X-Target-Environment`: `mtnzambia` in production. `MTN_MOMO_TARGET_ENVIRONMENT`. */
  targetEnvironment: string;
  /** Currency of the amounts. `MTN_MOMO_CURRENCY`, default `ZMW` (MTN's sandbox takes only `EUR`). */
  currency: string;
  /** Where MTN sends results: `<PUBLIC_URL>/<prefix>/api/payments/<id>/callback`; none when unset. */
  publicUrl: string | undefined;
  /** Milliseconds one call to MTN may take. `PAYMENT_PROVIDER_TIMEOUT_MS`, default 15000. */
  timeoutMs: number;
}

/** Airtel Money Collections API settings (`AIRTEL_MONEY_*`). */
export interface AirtelMoneyConfig {
  kind: 'airtel-money';
  /** `AIRTEL_MONEY_BASE_URL`, default `https://openapi.airtel.africa` (staging: `https://openapiuat.airtel.africa`). */
  baseUrl: string;
  /** `AIRTEL_MONEY_CLIENT_ID`. */
  clientId: string;
  /** `AIRTEL_MONEY_CLIENT_SECRET`. */
  clientSecret: string;
  /** `X-Country`, default `ZM`. `AIRTEL_MONEY_COUNTRY`. */
  country: string;
  /** `X-Currency`, default `ZMW`. `AIRTEL_MONEY_CURRENCY`. */
  currency: string;
  /** Milliseconds one call to Airtel may take. `PAYMENT_PROVIDER_TIMEOUT_MS`, default 15000. */
  timeoutMs: number;
}

/** The chosen provider and what it needs. */
export type PaymentProviderConfig =
  | { kind: 'sandbox' }
  | { kind: 'none' }
  | MtnMomoConfig
  | AirtelMoneyConfig;

const NAMES: readonly PaymentProviderName[] = ['sandbox', 'mtn-momo', 'airtel-money', 'none'];

function setting(env: NodeJS.ProcessEnv, name: string, provider: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is required when PAYMENT_PROVIDER=${provider}`);
  return value;
}

function httpsUrl(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: string,
  production: boolean,
): string {
  const value = env[name]?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be a URL, not ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'https:' && (production || url.protocol !== 'http:')) {
    throw new Error(`${name} must be an https URL${production ? ' in production' : ''}`);
  }
  return value.replace(/\/+$/, '');
}

/** Test environments that answer like the real ones but move no money, by provider. */
const TEST_HOSTS: Record<
  'mtn-momo' | 'airtel-money',
  { host: string; what: string; live: string }
> = {
  'mtn-momo': {
    host: 'sandbox.momodeveloper.mtn.com',
    what: "MTN's sandbox",
    live: 'https://proxy.momoapi.mtn.com',
  },
  'airtel-money': {
    host: 'openapiuat.airtel.africa',
    what: "Airtel's test environment (UAT)",
    live: 'https://openapi.airtel.africa',
  },
};

/**
 * Refuses, in production, a provider address on the provider's known test host, however it is
 * spelt (upper case, a trailing dot), or one that names no host at all (an IP address): its
 * results (a UAT success included) would make members ACTIVE with no money received.
 * @throws naming the setting and the host
 */
function refuseTestHost(
  name: string,
  address: string,
  provider: 'mtn-momo' | 'airtel-money',
  production: boolean,
): string {
  const { host, what, live } = TEST_HOSTS[provider];
  if (!production) return address;
  if (comparableHost(address) === host) {
    throw new Error(
      `${name}=${address} is ${what}, which moves no money, and is refused when COAZ_MODE=production`,
    );
  }
  refuseUnnamedProviderHost(name, address, live);
  return address;
}

/**
 * The currency amounts are asked in. Fees are kept in ngwee, so production asks in kwacha only:
 * MTN's sandbox takes only `EUR`, and a sandbox setting carried into production would ask a
 * member for 300 euros where 300 kwacha is due.
 * @throws naming the setting, in production, for any currency but ZMW
 */
function currency(env: NodeJS.ProcessEnv, name: string, production: boolean): string {
  const written = env[name]?.trim().toUpperCase() || 'ZMW';
  if (production && written !== 'ZMW') {
    throw new Error(
      `${name}=${env[name]?.trim()} is refused when COAZ_MODE=production: fees are in kwacha, so set ZMW or unset it`,
    );
  }
  return written;
}

/**
 * The site's public address, to which MTN announces results and which members' SMS name: the
 * origin alone (scheme, host and port), since the callback's path is the server's own; a path,
 * query or user name would make every callback miss.
 * @throws naming the setting
 */
export function publicOrigin(env: NodeJS.ProcessEnv, production: boolean): string {
  const address = httpsUrl(env, 'PUBLIC_URL', '', production);
  const url = new URL(address);
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '') {
    throw new Error(
      `PUBLIC_URL must be the site's address alone, such as https://coaz.org.zm, not ${JSON.stringify(address)}`,
    );
  }
  return url.origin;
}

function timeout(env: NodeJS.ProcessEnv): number {
  const raw = env.PAYMENT_PROVIDER_TIMEOUT_MS?.trim();
  if (!raw) return 15_000;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 100 || value > 120_000) {
    throw new Error('PAYMENT_PROVIDER_TIMEOUT_MS must be an integer between 100 and 120000');
  }
  return value;
}

/**
 * Reads `PAYMENT_PROVIDER` and the chosen provider's settings. Outside production the sandbox is
 * the default; production has no default and refuses the sandbox (and MTN's sandbox
 * environment and host, and Airtel's UAT host), so no member is ever marked paid without money
 * moving.
 * @throws naming the setting that is missing, malformed or refused; `ConfigurationProblems` naming
 * each of several.
 */
export function parsePaymentProvider(
  env: NodeJS.ProcessEnv,
  mode: 'demo' | 'development' | 'production',
): PaymentProviderConfig {
  const production = mode === 'production';
  const raw = env.PAYMENT_PROVIDER?.trim() ?? '';
  if (raw === '') {
    if (production) {
      throw new Error(
        'PAYMENT_PROVIDER is required when COAZ_MODE=production: mtn-momo, airtel-money or none',
      );
    }
    return { kind: 'sandbox' };
  }
  if (!NAMES.includes(raw as PaymentProviderName)) {
    // Production takes no sandbox, so its refusal lists only what it takes.
    throw new Error(
      production
        ? `PAYMENT_PROVIDER must be mtn-momo, airtel-money or none when COAZ_MODE=production, not ${JSON.stringify(raw)}`
        : `PAYMENT_PROVIDER must be sandbox, mtn-momo, airtel-money or none, not ${JSON.stringify(raw)}`,
    );
  }
  const name = raw as PaymentProviderName;
  if (name === 'sandbox') {
    if (production) {
      throw new Error(
        'PAYMENT_PROVIDER=sandbox moves no money and is refused when COAZ_MODE=production: ' +
          'choose mtn-momo, airtel-money or none',
      );
    }
    return { kind: 'sandbox' };
  }
  if (name === 'none') return { kind: 'none' };
  // Every missing or refused setting of the chosen provider is named at once (as loadConfig does).
  const check = collectProblems();
  const read = (reader: () => string) => check.attempt(reader, '');
  if (name === 'mtn-momo') {
    const targetEnvironment = env.MTN_MOMO_TARGET_ENVIRONMENT?.trim() || 'mtnzambia';
    // MTN names its environments in lower case; `Sandbox` is the sandbox all the same.
    if (production && targetEnvironment.toLowerCase() === 'sandbox') {
      check.note(
        `MTN_MOMO_TARGET_ENVIRONMENT=${targetEnvironment} is MTN's sandbox, which moves no money, and is refused when COAZ_MODE=production: set the environment MTN named for the account (mtnzambia)`,
      );
    }
    const publicUrl = env.PUBLIC_URL?.trim()
      ? read(() => publicOrigin(env, production))
      : undefined;
    const config: MtnMomoConfig = {
      kind: 'mtn-momo',
      baseUrl: read(() =>
        refuseTestHost(
          'MTN_MOMO_BASE_URL',
          httpsUrl(env, 'MTN_MOMO_BASE_URL', 'https://proxy.momoapi.mtn.com', production),
          'mtn-momo',
          production,
        ),
      ),
      subscriptionKey: read(() => setting(env, 'MTN_MOMO_SUBSCRIPTION_KEY', name)),
      apiUser: read(() => setting(env, 'MTN_MOMO_API_USER', name)),
      apiKey: read(() => setting(env, 'MTN_MOMO_API_KEY', name)),
      targetEnvironment,
      currency: read(() => currency(env, 'MTN_MOMO_CURRENCY', production)),
      publicUrl,
      timeoutMs: check.attempt(() => timeout(env), 15_000),
    };
    check.throwIfAny();
    return config;
  }
  const config: AirtelMoneyConfig = {
    kind: 'airtel-money',
    baseUrl: read(() =>
      refuseTestHost(
        'AIRTEL_MONEY_BASE_URL',
        httpsUrl(env, 'AIRTEL_MONEY_BASE_URL', 'https://openapi.airtel.africa', production),
        'airtel-money',
        production,
      ),
    ),
    clientId: read(() => setting(env, 'AIRTEL_MONEY_CLIENT_ID', name)),
    clientSecret: read(() => setting(env, 'AIRTEL_MONEY_CLIENT_SECRET', name)),
    country: env.AIRTEL_MONEY_COUNTRY?.trim() || 'ZM',
    currency: read(() => currency(env, 'AIRTEL_MONEY_CURRENCY', production)),
    timeoutMs: check.attempt(() => timeout(env), 15_000),
  };
  check.throwIfAny();
  return config;
}
