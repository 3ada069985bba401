import { optionalSetting, parseInteger } from '../env-settings';
import type { AfricasTalkingSettings } from '../messages/africas-talking-message-provider';

/** Which message provider sends SMS: the demo outbox, or Africa's Talking. */
export type MessageProviderName = 'outbox' | 'africas-talking';

/** The membership settings, read from the environment with the rest of the configuration. */
export interface MembershipConfig {
  /** `MESSAGE_PROVIDER`: `outbox` (default outside production) or `africas-talking`. */
  messageProvider: MessageProviderName;
  /** Africa's Talking's settings when it is the provider. */
  africasTalking: AfricasTalkingSettings | undefined;
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
  if (url.hostname.toLowerCase() === AFRICAS_TALKING_SANDBOX_HOST) {
    throw new Error(
      `AFRICAS_TALKING_BASE_URL=${baseUrl} is Africa's Talking's sandbox, which delivers no SMS, and is refused when COAZ_MODE=production`,
    );
  }
}

/**
 * Reads the membership settings.
 * @throws when production mode would use the outbox or Africa's Talking's sandbox (its user name
 * or its host), or a gateway address that is not https, or when the chosen provider lacks a
 * setting (the message names it)
 */
export function loadMembershipConfig(
  env: NodeJS.ProcessEnv,
  mode: 'demo' | 'development' | 'production',
): MembershipConfig {
  const chosen = optionalSetting(env.MESSAGE_PROVIDER);
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
  const messageProvider: MessageProviderName = chosen ?? 'outbox';
  let africasTalking: AfricasTalkingSettings | undefined;
  if (messageProvider === 'africas-talking') {
    const username = optionalSetting(env.AFRICAS_TALKING_USERNAME);
    const apiKey = optionalSetting(env.AFRICAS_TALKING_API_KEY);
    if (!username)
      throw new Error('AFRICAS_TALKING_USERNAME is required with MESSAGE_PROVIDER=africas-talking');
    if (!apiKey)
      throw new Error('AFRICAS_TALKING_API_KEY is required with MESSAGE_PROVIDER=africas-talking');
    if (mode === 'production' && username === 'sandbox') {
      throw new Error('AFRICAS_TALKING_USERNAME=sandbox is refused when COAZ_MODE=production');
    }
    const baseUrl =
      optionalSetting(env.AFRICAS_TALKING_BASE_URL) ?? 'https://api.africastalking.com';
    if (!URL.canParse(baseUrl)) throw new Error('AFRICAS_TALKING_BASE_URL must be a URL');
    if (mode === 'production') refuseUnsafeGateway(baseUrl);
    africasTalking = {
      username,
      apiKey,
      senderId: optionalSetting(env.AFRICAS_TALKING_SENDER_ID),
      baseUrl,
    };
  }
  return {
    messageProvider,
    africasTalking,
    duesGraceDays: parseInteger('DUES_GRACE_DAYS', env.DUES_GRACE_DAYS, 30, 0, 365),
    duesJobIntervalMs: parseInteger(
      'DUES_JOB_INTERVAL_MS',
      env.DUES_JOB_INTERVAL_MS,
      3_600_000,
      1_000,
      86_400_000,
    ),
    verifyLimitPerAddress: parseInteger(
      'VERIFY_LIMIT_PER_ADDRESS',
      env.VERIFY_LIMIT_PER_ADDRESS,
      30,
      1,
      1e6,
    ),
    verifyDailyLimitPerAddress: parseInteger(
      'VERIFY_DAILY_LIMIT_PER_ADDRESS',
      env.VERIFY_DAILY_LIMIT_PER_ADDRESS,
      200,
      1,
      1e9,
    ),
    applicationLimitPerAddress: parseInteger(
      'APPLICATION_LIMIT_PER_ADDRESS',
      env.APPLICATION_LIMIT_PER_ADDRESS,
      10,
      1,
      1e6,
    ),
    recoveryLimitPerAddress: parseInteger(
      'RECOVERY_LIMIT_PER_ADDRESS',
      env.RECOVERY_LIMIT_PER_ADDRESS,
      20,
      1,
      1e6,
    ),
  };
}
