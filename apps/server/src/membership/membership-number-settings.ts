import { optionalSetting } from '../env-settings';

/** One whole-number membership setting: its variable, default, allowed range and what it counts. */
export interface MembershipNumberSetting {
  /** The environment variable, such as `DUES_GRACE_DAYS`. */
  name: string;
  /** The value when the variable is unset or blank. */
  fallback: number;
  /** The least value allowed. */
  min: number;
  /** The greatest value allowed. */
  max: number;
  /** What the number counts, in the operator's words, for the message that refuses a value. */
  counts: string;
}

/**
 * Every whole-number setting the membership code reads, in one table so the reader, its messages
 * and the README's Configuration table (checked against it by a test) cannot drift apart.
 */
export const MEMBERSHIP_NUMBER_SETTINGS = {
  duesGraceDays: {
    name: 'DUES_GRACE_DAYS',
    fallback: 30,
    min: 0,
    max: 365,
    counts: 'days after expiry a member stays in good standing',
  },
  duesJobIntervalMs: {
    name: 'DUES_JOB_INTERVAL_MS',
    fallback: 3_600_000,
    min: 1_000,
    max: 86_400_000,
    counts: 'milliseconds between runs of the dues job (3600000 is an hour)',
  },
  verifyLimitPerAddress: {
    name: 'VERIFY_LIMIT_PER_ADDRESS',
    fallback: 30,
    min: 1,
    max: 1_000_000,
    counts: 'verification look-ups one address may make per minute',
  },
  verifyDailyLimitPerAddress: {
    name: 'VERIFY_DAILY_LIMIT_PER_ADDRESS',
    fallback: 200,
    min: 1,
    max: 1_000_000_000,
    counts: 'verification look-ups one address may make per day (UTC)',
  },
  applicationLimitPerAddress: {
    name: 'APPLICATION_LIMIT_PER_ADDRESS',
    fallback: 10,
    min: 1,
    max: 1_000_000,
    counts: 'membership applications one address may send per hour',
  },
  recoveryLimitPerAddress: {
    name: 'RECOVERY_LIMIT_PER_ADDRESS',
    fallback: 20,
    min: 1,
    max: 1_000_000,
    counts: 'password-recovery requests one address may make per hour',
  },
  smtpPort: {
    name: 'SMTP_PORT',
    fallback: 587,
    min: 1,
    max: 65_535,
    counts: "the mail server's port (587 for STARTTLS, 465 for TLS from the first byte)",
  },
} as const satisfies Record<string, MembershipNumberSetting>;

/**
 * The longest value a refusal repeats. A number is no secret, but a longer value is more likely a
 * key pasted on the wrong line of an environment file, and the log must not carry it.
 */
const LONGEST_VALUE_SHOWN = 20;

/**
 * Reads a whole-number setting: digits only (`30`, not `30.0`, `1e3` or `0x1E`), the default when
 * unset or blank (spaces included, which `Number` would read as 0).
 * @throws naming the setting, what is wrong with the value and what is allowed, such as
 * `VERIFY_LIMIT_PER_ADDRESS="-1" is below 1; it counts verification look-ups one address may make
 * per minute: a whole number from 1 to 1000000, or unset for 30`
 */
export function readNumberSetting(
  env: NodeJS.ProcessEnv,
  setting: MembershipNumberSetting,
): number {
  const raw = env[setting.name];
  const value = optionalSetting(raw);
  if (value === undefined) return setting.fallback;
  // `+ 0` reads `-0` as 0.
  const parsed = /^[+-]?\d+$/.test(value) ? Number(value) + 0 : undefined;
  const problem =
    parsed === undefined
      ? 'is not a whole number'
      : parsed < setting.min
        ? `is below ${setting.min}`
        : parsed > setting.max
          ? `is above ${setting.max}`
          : undefined;
  if (problem === undefined && parsed !== undefined) return parsed;
  const shown =
    value.length <= LONGEST_VALUE_SHOWN
      ? `${setting.name}=${JSON.stringify(value)}`
      : `${setting.name} (a value ${value.length} characters long, not repeated here)`;
  throw new Error(
    `${shown} ${problem}; it counts ${setting.counts}: a whole number from ${setting.min} to ${setting.max}, or unset for ${setting.fallback}`,
  );
}
