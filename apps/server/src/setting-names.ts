/**
 * Every environment variable the server reads: the README's "Configuration" table, name for name
 * (`setting-names.test.ts` holds the two and the source to each other).
 */
export const SETTING_NAMES: readonly string[] = [
  'ACCEPT_DEMO_DATABASE',
  'ACCESS_TOKEN_TTL_SECONDS',
  'AFRICAS_TALKING_API_KEY',
  'AFRICAS_TALKING_BASE_URL',
  'AFRICAS_TALKING_SENDER_ID',
  'AFRICAS_TALKING_USERNAME',
  'AIRTEL_MONEY_BASE_URL',
  'AIRTEL_MONEY_CLIENT_ID',
  'AIRTEL_MONEY_CLIENT_SECRET',
  'AIRTEL_MONEY_COUNTRY',
  'AIRTEL_MONEY_CURRENCY',
  'API_PREFIX',
  'APPLICATION_LIMIT_PER_ADDRESS',
  'ARGON2_ITERATIONS',
  'ARGON2_MEMORY_KIB',
  'CHAT_LIMIT_PER_ADDRESS',
  'CHAT_LIMIT_PER_SESSION',
  'COAZ_MODE',
  'CONSTITUTION_PDF',
  'CONTENT_POLL_MS',
  'CORS_ORIGINS',
  'DATABASE_URL',
  'DATA_DIR',
  'DUES_GRACE_DAYS',
  'DUES_JOB_INTERVAL_MS',
  'EMAIL_PROVIDER',
  'HOST',
  'HSTS_MAX_AGE_SECONDS',
  'HTTP_ANSWER_IDLE_TIMEOUT_MS',
  'HTTP_ANSWER_START_TIMEOUT_MS',
  'HTTP_BODIES_PER_ADDRESS',
  'HTTP_BODY_IDLE_TIMEOUT_MS',
  'HTTP_BODY_MIN_BYTES_PER_SECOND',
  'HTTP_BODY_RATE_WINDOW_MS',
  'HTTP_HEADERS_TIMEOUT_MS',
  'HTTP_REQUEST_TIMEOUT_MS',
  'JWT_SECRET',
  'LOGIN_LIMIT_PER_ADDRESS',
  'LOGIN_LIMIT_PER_USER',
  'LOGIN_LIMIT_WINDOW_SECONDS',
  'MAIL_FROM',
  'MESSAGE_PROVIDER',
  'MTN_MOMO_API_KEY',
  'MTN_MOMO_API_USER',
  'MTN_MOMO_BASE_URL',
  'MTN_MOMO_CURRENCY',
  'MTN_MOMO_SUBSCRIPTION_KEY',
  'MTN_MOMO_TARGET_ENVIRONMENT',
  'NODE_ENV',
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'OPENAI_MODEL',
  'OPENAI_REQUESTS_PER_MINUTE',
  'OPENAI_TIMEOUT_MS',
  'PAGE_RENDER_LIMIT_PER_ADDRESS',
  'PAYMENT_CALLBACK_LIMIT_PER_ADDRESS',
  'PAYMENT_LIMIT_PER_MEMBER',
  'PAYMENT_PENDING_TIMEOUT_SECONDS',
  'PAYMENT_PROVIDER',
  'PAYMENT_PROVIDER_TIMEOUT_MS',
  'PAYMENT_SANDBOX_DELAY_MS',
  'PORT',
  'PUBLIC_URL',
  'RECOVERY_LIMIT_PER_ADDRESS',
  'REFRESH_TOKEN_TTL_SECONDS',
  'SMTP_HOST',
  'SMTP_PASSWORD',
  'SMTP_PORT',
  'SMTP_SECURE',
  'SMTP_USER',
  'STORYBOOK_ROOT',
  'TRUSTED_PROXIES',
  'TRUST_PROXY',
  'UPLOAD_DIR',
  'UPLOAD_STORE',
  'VERIFY_DAILY_LIMIT_PER_ADDRESS',
  'VERIFY_LIMIT_PER_ADDRESS',
  'WEB_ROOT',
  'WEB_SERVER_BUILD',
];

/**
 * Beginnings only this server's settings have: an unknown name under one is a slip, whatever
 * its distance from a real one (`MTN_MOMO_ENVIRONMENT`). Broader ones (`HTTP_`, `OPENAI_`) are
 * left out, since other programs' variables (`HTTP_PROXY`) share them.
 */
const OWN_PREFIXES = [
  'COAZ_',
  'MTN_MOMO_',
  'AIRTEL_MONEY_',
  'AFRICAS_TALKING_',
  'PAYMENT_',
  'SMTP_',
];

/** Set by the test harness around the server, never read by it. */
const HARNESS_NAMES = new Set(['COAZ_TEST_DB']);

/**
 * What Kubernetes (service links, on by default) and Docker's legacy links put in every
 * container's environment for each service beside it: `COAZ_SERVICE_HOST`, `COAZ_SERVICE_PORT`,
 * `COAZ_PORT=tcp://10.0.0.7:8080`, `COAZ_PORT_8080_TCP_ADDR` for a service named "coaz". They
 * name no setting of ours, but under our prefixes they would stop production from starting on
 * the very platform it was deployed to.
 */
function isServiceLink(name: string, value: string | undefined): boolean {
  if (/_SERVICE_(HOST|PORT(_[A-Z0-9_]+)?)$/.test(name)) return true;
  if (/_PORT_\d+_(TCP|UDP|SCTP)(_(PROTO|PORT|ADDR))?$/.test(name)) return true;
  return /_PORT$/.test(name) && /^(tcp|udp|sctp):\/\//.test(value ?? '');
}

/**
 * Slips of a known name this many letters long may be told from other programs' variables:
 * none for names under 5 letters (`HOME` is two from `HOST`), one under 10, two from 10 up.
 */
function allowedSlips(length: number): number {
  return length < 5 ? 0 : length < 10 ? 1 : 2;
}

/** A variable that looks meant for this server but names no setting it reads. */
export interface MisspeltSetting {
  /** The variable as written. */
  name: string;
  /** The setting a letter or two away, when there is one. */
  meant: string | undefined;
  /** One sentence naming it and what to do. */
  problem: string;
}

/**
 * The variables of `env` that look meant for this server but are no setting it reads: a name a
 * letter or two from one it reads (`COAZ_MOD`, `PUBLIC_ULR`, `JWT_SECRT`), or any name under its
 * own prefixes. Each such value is ignored, and its setting falls back to a default chosen for
 * a fresh machine (development mode, no payment callbacks), which the operator did not mean.
 */
export function misspeltSettings(env: NodeJS.ProcessEnv): MisspeltSetting[] {
  const known = new Set(SETTING_NAMES);
  const found: MisspeltSetting[] = [];
  for (const name of Object.keys(env).sort()) {
    if (!/^[A-Z][A-Z0-9_]*$/.test(name) || known.has(name) || HARNESS_NAMES.has(name)) continue;
    if (isServiceLink(name, env[name])) continue;
    const meant = nearestSetting(name);
    if (meant !== undefined) {
      found.push({
        name,
        meant,
        problem: `${name} is not a setting this server reads; did you mean ${meant}? Rename it, or remove it`,
      });
    } else if (OWN_PREFIXES.some((prefix) => name.startsWith(prefix))) {
      found.push({
        name,
        meant,
        problem: `${name} is not a setting this server reads: remove it, or give it the name of one (apps/server/README.md, "Configuration", lists them all)`,
      });
    }
  }
  return found;
}

function nearestSetting(name: string): string | undefined {
  let nearest: { name: string; distance: number } | undefined;
  for (const setting of SETTING_NAMES) {
    const limit = allowedSlips(Math.min(setting.length, name.length));
    if (limit === 0) continue;
    const distance = slipsBetween(name, setting, limit);
    if (distance <= limit && (nearest === undefined || distance < nearest.distance)) {
      nearest = { name: setting, distance };
    }
  }
  return nearest?.name;
}

/**
 * Letters added, dropped, changed or swapped with a neighbour between two names (optimal string
 * alignment), or `limit + 1` once past `limit`. constitution-qa has the same measure but keeps it
 * internal, and setting names are short enough for this plain table.
 */
function slipsBetween(left: string, right: string, limit: number): number {
  if (Math.abs(left.length - right.length) > limit) return limit + 1;
  const rows = Array.from({ length: left.length + 1 }, (_, row) =>
    Array.from({ length: right.length + 1 }, (_, column) => (row === 0 ? column : row)),
  );
  for (let row = 1; row <= left.length; row += 1) {
    for (let column = 1; column <= right.length; column += 1) {
      const cost = left[row - 1] === right[column - 1] ? 0 : 1;
      const above = rows[row - 1] as number[];
      const here = rows[row] as number[];
      let value = Math.min(
        (above[column] as number) + 1,
        (here[column - 1] as number) + 1,
        (above[column - 1] as number) + cost,
      );
      if (
        row > 1 &&
        column > 1 &&
        left[row - 1] === right[column - 2] &&
        left[row - 2] === right[column - 1]
      ) {
        value = Math.min(value, ((rows[row - 2] as number[])[column - 2] as number) + 1);
      }
      here[column] = value;
    }
  }
  return Math.min((rows[left.length] as number[])[right.length] as number, limit + 1);
}
