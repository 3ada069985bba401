import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_NUMBER_SETTINGS, readNumberSetting } from './membership-number-settings';

const { duesGraceDays, verifyLimitPerAddress, duesJobIntervalMs } = MEMBERSHIP_NUMBER_SETTINGS;

const refusal = (setting: typeof duesGraceDays | typeof verifyLimitPerAddress, value: string) => {
  try {
    readNumberSetting({ [setting.name]: value }, setting);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${setting.name}=${value} was accepted`);
};

describe('a membership number setting', () => {
  it('takes whole numbers within its range, and its default when unset or blank', () => {
    expect(readNumberSetting({}, duesGraceDays)).toBe(30);
    expect(readNumberSetting({ DUES_GRACE_DAYS: '' }, duesGraceDays)).toBe(30);
    // Number('  ') is 0: a blank line must not cancel the grace period without a word.
    expect(readNumberSetting({ DUES_GRACE_DAYS: '  ' }, duesGraceDays)).toBe(30);
    expect(readNumberSetting({ DUES_GRACE_DAYS: ' 0 ' }, duesGraceDays)).toBe(0);
    expect(Object.is(readNumberSetting({ DUES_GRACE_DAYS: '-0' }, duesGraceDays), 0)).toBe(true);
    expect(readNumberSetting({ DUES_GRACE_DAYS: '365' }, duesGraceDays)).toBe(365);
    expect(readNumberSetting({ DUES_JOB_INTERVAL_MS: '60000' }, duesJobIntervalMs)).toBe(60_000);
  });

  it('names the setting, what is wrong with the value and what is allowed', () => {
    expect(refusal(duesGraceDays, 'abc')).toBe(
      'DUES_GRACE_DAYS="abc" is not a whole number; it counts days after expiry a member stays in good standing: a whole number from 0 to 365, or unset for 30',
    );
    expect(refusal(verifyLimitPerAddress, '-1')).toBe(
      'VERIFY_LIMIT_PER_ADDRESS="-1" is below 1; it counts verification look-ups one address may make per minute: a whole number from 1 to 1000000, or unset for 30',
    );
    expect(refusal(duesGraceDays, '366')).toMatch(/^DUES_GRACE_DAYS="366" is above 365; /);
  });

  it('refuses the spellings Number would read as something else', () => {
    for (const value of ['30.5', '3e1', '0x1E', '30 days', '1,000', 'Infinity']) {
      expect(refusal(duesGraceDays, value)).toContain(
        `DUES_GRACE_DAYS=${JSON.stringify(value)} is not a whole number`,
      );
    }
  });

  it('does not repeat a long value, which is more likely a key pasted on the wrong line', () => {
    const message = refusal(verifyLimitPerAddress, 'atsk_4f9a2c7e1b8d3f6a0c5e');
    expect(message).not.toContain('atsk_');
    expect(message).toMatch(
      /^VERIFY_LIMIT_PER_ADDRESS \(a value 25 characters long, not repeated here\) is not a whole number; /,
    );
  });

  it('keeps every default within its own range', () => {
    for (const setting of Object.values(MEMBERSHIP_NUMBER_SETTINGS)) {
      expect(setting.fallback, setting.name).toBeGreaterThanOrEqual(setting.min);
      expect(setting.fallback, setting.name).toBeLessThanOrEqual(setting.max);
    }
  });
});

describe("the README's Configuration table", () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  /** The cells of the table's row for one variable alone, or undefined when it has none. */
  const rowOf = (name: string) =>
    readme
      .split('\n')
      .map((line) => line.split('|').map((cell) => cell.trim()))
      .find((cells) => cells[1] === `\`${name}\``);

  it('lists each membership number with its default and allowed range', () => {
    for (const setting of Object.values(MEMBERSHIP_NUMBER_SETTINGS)) {
      const row = rowOf(setting.name);
      expect(row, `a row of its own for ${setting.name}`).toBeDefined();
      expect(row?.[2], setting.name).toMatch(new RegExp(`^\`${setting.fallback}\``));
      expect(row?.[3], setting.name).toContain(
        `a whole number from ${setting.min} to ${setting.max}`,
      );
    }
  });
});
