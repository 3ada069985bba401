import { collectProblems } from '../configuration-problems';
import { optionalSetting } from '../env-settings';
import type { AfricasTalkingSettings } from '../messages/africas-talking-message-provider';
import type { SmtpSettings } from '../messages/smtp-email-provider';
import { comparableHost, refuseUnnamedProviderHost } from '../provider-address';
import {
  MEMBERSHIP_NUMBER_SETTINGS,
  type MembershipNumberSetting,
  readNumberSetting,
} from './membership-number-settings';

/** Which message provider sends SMS: the demo outbox, or Africa's Talking. */
export type MessageProviderName = 'outbox' | 'africas-talking';

/** Which provider sends e-mail: the demo outbox, the association's mail server, or none. */
export type EmailProviderName = 'outbox' | 'smtp' | 'none';

/** The membership settings, read from the environment with the rest of the configuration. */
export interface MembershipConfig {
  /** `MESSAGE_PROVIDER`: `outbox` (default outside production) or `africas-talking`. */
  messageProvider: MessageProviderName;
  /** Africa's Talking's settings when it is the provider. */
  africasTalking: AfricasTalkingSettings | undefined;
  /**
   * `EMAIL_PROVIDER`: how a member without a phone number is reached (password recovery's code)
   * and how a replaced e-mail address is told. `outbox` (default outside production), `smtp`, or
   * `none`; production must say `smtp` or `none`.
   */
  emailProvider: EmailProviderName;
  /** The mail server's settings when `EMAIL_PROVIDER=smtp`. */
  smtp: SmtpSettings | undefined;
  /** Days after expiry a member stays in good standing. `DUES_GRACE_DAYS`, default 30. */
  duesGraceDays: number;
  /** How often the dues job runs, in ms. `DUES_JOB_INTERVAL_MS`, default one hour. */
  duesJobIntervalMs: number;
  /** Verification look-ups per address per minute. `VERIFY_LIMIT_PER_ADDRESS`, default 30. */
  verifyLimitPerAddress: number;
  /**
   * Verification look-ups per address per day (UTC). `VERIFY_DAILY_LIMIT_PER_ADDRESS`, default
   * 200: a clinic checking cards all day fits, while reading the roster number by number
   * (membership numbers are sequential) takes an address years, not a day.
   */
  verifyDailyLimitPerAddress: number;
  /**
   * Well-formed membership applications per address per hour. `APPLICATION_LIMIT_PER_ADDRESS`,
   * default 10: a clinic applying together from one address still fits.
   */
  applicationLimitPerAddress: number;
  /**
   * Password-recovery requests per address per hour. `RECOVERY_LIMIT_PER_ADDRESS`, default 20:
   * each may send a paid SMS, so its own limit, far below the login allowance, bounds the cost.
   */
  recoveryLimitPerAddress: number;
}

/** Africa's Talking's sandbox: it accepts messages and delivers none. */
const AFRICAS_TALKING_SANDBOX_HOST = 'api.sandbox.africastalking.com';

/**
 * Production's rules for the SMS gateway's address: https (the API key travels in a header) and
 * not the sandbox, which would drop reset codes, phone codes and dues reminders without a word.
 * @throws naming the setting
 */
function refuseUnsafeGateway(baseUrl: string): void {
  const url = new URL(baseUrl);
  if (url.protocol !== 'https:') {
    throw new Error(
      'AFRICAS_TALKING_BASE_URL must be an https URL in production (the API key is sent with every message)',
    );
  }
  if (comparableHost(baseUrl) === AFRICAS_TALKING_SANDBOX_HOST) {
    throw new Error(
      `AFRICAS_TALKING_BASE_URL=${baseUrl} is Africa's Talking's sandbox, which delivers no SMS, and is refused when COAZ_MODE=production`,
    );
  }
  refuseUnnamedProviderHost('AFRICAS_TALKING_BASE_URL', baseUrl, 'https://api.africastalking.com');
}

/**
 * Reads the membership settings.
 * @throws ConfigurationProblems naming every problem: production mode using the outbox or Africa's
 * Talking's sandbox (its user name or its host), a gateway address that is not https, no choice of
 * e-mail provider in production, a chosen provider lacking a setting, or a malformed number
 */
export function loadMembershipConfig(
  env: NodeJS.ProcessEnv,
  mode: 'demo' | 'development' | 'production',
): MembershipConfig {
  const check = collectProblems();
  const chosen = optionalSetting(env.MESSAGE_PROVIDER);
  check.attempt(() => {
    if (chosen !== undefined && chosen !== 'outbox' && chosen !== 'africas-talking') {
      throw new Error(
        `MESSAGE_PROVIDER must be outbox or africas-talking, not ${JSON.stringify(chosen)}`,
      );
    }
    if (mode === 'production' && chosen !== 'africas-talking') {
      throw new Error(
        'MESSAGE_PROVIDER=africas-talking is required when COAZ_MODE=production (the outbox sends nothing)',
      );
    }
  }, undefined);
  const messageProvider: MessageProviderName =
    chosen === 'africas-talking' ? 'africas-talking' : 'outbox';
  let africasTalking: AfricasTalkingSettings | undefined;
  if (messageProvider === 'africas-talking') {
    const username = optionalSetting(env.AFRICAS_TALKING_USERNAME);
    const apiKey = optionalSetting(env.AFRICAS_TALKING_API_KEY);
    check.attempt(() => {
      if (!username)
        throw new Error(
          'AFRICAS_TALKING_USERNAME is required with MESSAGE_PROVIDER=africas-talking',
        );
    }, undefined);
    check.attempt(() => {
      if (!apiKey)
        throw new Error(
          'AFRICAS_TALKING_API_KEY is required with MESSAGE_PROVIDER=africas-talking',
        );
    }, undefined);
    const baseUrl =
      optionalSetting(env.AFRICAS_TALKING_BASE_URL) ?? 'https://api.africastalking.com';
    check.attempt(() => {
      // Africa's Talking's sandbox application is `sandbox`; `Sandbox` is not a live one either.
      if (mode === 'production' && username?.toLowerCase() === 'sandbox') {
        throw new Error(
          `AFRICAS_TALKING_USERNAME=${username} is Africa's Talking's sandbox, which delivers no SMS, and is refused when COAZ_MODE=production: set the live application's user name`,
        );
      }
      if (!URL.canParse(baseUrl)) throw new Error('AFRICAS_TALKING_BASE_URL must be a URL');
      if (mode === 'production') refuseUnsafeGateway(baseUrl);
    }, undefined);
    africasTalking = {
      username: username ?? '',
      apiKey: apiKey ?? '',
      senderId: optionalSetting(env.AFRICAS_TALKING_SENDER_ID),
      baseUrl,
    };
  }
  const email = check.attempt(() => loadEmailSettings(env, mode), {
    emailProvider: 'none' as const,
    smtp: undefined,
  });
  // Read with the providers and reported with them, so one failed start names every bad number.
  const number = (setting: MembershipNumberSetting) =>
    check.attempt(() => readNumberSetting(env, setting), setting.fallback);
  const settings = MEMBERSHIP_NUMBER_SETTINGS;
  const numbers = {
    duesGraceDays: number(settings.duesGraceDays),
    duesJobIntervalMs: number(settings.duesJobIntervalMs),
    verifyLimitPerAddress: number(settings.verifyLimitPerAddress),
    verifyDailyLimitPerAddress: number(settings.verifyDailyLimitPerAddress),
    applicationLimitPerAddress: number(settings.applicationLimitPerAddress),
    recoveryLimitPerAddress: number(settings.recoveryLimitPerAddress),
  };
  check.throwIfAny();
  return { messageProvider, africasTalking, ...email, ...numbers };
}

/**
 * Reads `EMAIL_PROVIDER` and, for `smtp`, the mail server's settings. Production has no default:
 * without a mail server, a member with no phone number cannot recover the password alone and a
 * replaced e-mail address is not told, and the administrator must say so with `none`.
 * @throws naming every missing or malformed setting
 */
function loadEmailSettings(
  env: NodeJS.ProcessEnv,
  mode: 'demo' | 'development' | 'production',
): { emailProvider: EmailProviderName; smtp: SmtpSettings | undefined } {
  const chosen = optionalSetting(env.EMAIL_PROVIDER);
  if (chosen !== undefined && chosen !== 'outbox' && chosen !== 'smtp' && chosen !== 'none') {
    throw new Error(`EMAIL_PROVIDER must be outbox, smtp or none, not ${JSON.stringify(chosen)}`);
  }
  if (mode === 'production' && (chosen === undefined || chosen === 'outbox')) {
    throw new Error(
      'EMAIL_PROVIDER is required when COAZ_MODE=production: smtp (with SMTP_HOST and MAIL_FROM) to ' +
        'send password-recovery codes to members without a phone number and tell a replaced ' +
        'e-mail address, or none to do without (the outbox sends nothing)',
    );
  }
  const emailProvider: EmailProviderName = chosen ?? 'outbox';
  if (emailProvider !== 'smtp') return { emailProvider, smtp: undefined };
  const check = collectProblems();
  const host = optionalSetting(env.SMTP_HOST);
  const from = optionalSetting(env.MAIL_FROM);
  const user = optionalSetting(env.SMTP_USER);
  const pass = optionalSetting(env.SMTP_PASSWORD);
  check.attempt(() => {
    if (!host) throw new Error('SMTP_HOST is required with EMAIL_PROVIDER=smtp');
  }, undefined);
  check.attempt(() => {
    if (!from)
      throw new Error(
        'MAIL_FROM is required with EMAIL_PROVIDER=smtp, such as COAZ <no-reply@coaz.org.zm>',
      );
  }, undefined);
  check.attempt(() => {
    if ((user === undefined) !== (pass === undefined))
      throw new Error('SMTP_USER and SMTP_PASSWORD are set together, or neither');
  }, undefined);
  const port = check.attempt(
    () => readNumberSetting(env, MEMBERSHIP_NUMBER_SETTINGS.smtpPort),
    MEMBERSHIP_NUMBER_SETTINGS.smtpPort.fallback,
  );
  const secureSetting = optionalSetting(env.SMTP_SECURE);
  check.attempt(() => {
    if (secureSetting !== undefined && secureSetting !== 'true' && secureSetting !== 'false')
      throw new Error(`SMTP_SECURE must be true or false, not ${JSON.stringify(secureSetting)}`);
  }, undefined);
  check.throwIfAny();
  const secure = secureSetting === undefined ? port === 465 : secureSetting === 'true';
  return {
    emailProvider,
    smtp: {
      host: host ?? '',
      port,
      secure,
      // Production never sends a code in clear text: STARTTLS is required when TLS is not implicit.
      requireTls: mode === 'production',
      auth: user !== undefined && pass !== undefined ? { user, pass } : undefined,
      from: from ?? '',
    },
  };
}
