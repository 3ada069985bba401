import { z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { plainIssueMessage } from './plain-messages';

/** The message of the one issue `schema` finds in `input`, worded by the plain map. */
function messageOf(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input, { error: plainIssueMessage });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('plainIssueMessage', () => {
  it('says a number that is not one is not, instead of "expected number, received NaN"', () => {
    expect(messageOf(z.coerce.number(), 'ten')).toBe('must be a number');
    expect(messageOf(z.number().int(), 1.5)).toBe('must be a whole number');
    expect(messageOf(z.string(), 5)).toBe('must be text');
    expect(messageOf(z.boolean(), 'yes')).toBe('must be true or false');
  });

  it('lists the choices of an enum in words, without quotes and pipes', () => {
    expect(messageOf(z.enum(['MTN', 'AIRTEL', 'ZAMTEL']), 'VODAFONE')).toBe(
      'must be one of MTN, AIRTEL or ZAMTEL',
    );
  });

  it('says an id or an e-mail address that is none, without zod’s terms', () => {
    expect(messageOf(z.uuid(), 'abc')).toBe('is not an id this service gave');
    expect(messageOf(z.email(), 'name at home')).toBe(
      'must be an e-mail address such as name@example.org',
    );
  });

  // zod's "Invalid ISO date" reached editors as `date: Invalid ISO date` for 30 February.
  it('says a day or a moment that is none in the form it must take, not zod’s "Invalid ISO"', () => {
    for (const day of ['2026-02-30', '2026-13-01', '8 December 2026', '2026-12-08T09:00:00Z']) {
      expect(messageOf(z.iso.date(), day)).toBe(
        'must be a day that exists, written YYYY-MM-DD, such as 2026-12-08',
      );
    }
    for (const moment of ['2026-02-30T09:00:00+02:00', '2026-12-08 09:00', '2026-12-08']) {
      expect(messageOf(z.iso.datetime({ offset: true }), moment)).toBe(
        'must be a date and time that exist, written with their offset from UTC, such as 2026-12-08T09:00:00+02:00',
      );
    }
  });

  it('keeps "must be filled in" for what is missing, and a schema’s own message', () => {
    expect(messageOf(z.object({ a: z.number() }), {})).toBe('must be filled in');
    expect(messageOf(z.enum(['A'], { message: 'Choose one from the list' }), 'B')).toBe(
      'Choose one from the list',
    );
  });

  // zod listed every unknown field: a 200 KB body of made-up ones was answered with 230 KB.
  it('names at most three unknown fields, each cut short, and counts the rest', () => {
    const strict = z.object({ title: z.string() }).strict();
    expect(messageOf(strict, { title: 't', status: 'draft' })).toBe('Unrecognized key: "status"');
    const many = Object.fromEntries(
      Array.from({ length: 5_000 }, (_, index) => [`field${index}`, 1]),
    );
    expect(messageOf(strict, { title: 't', ...many })).toBe(
      'Unrecognized keys: "field0", "field1", "field2" and 4,997 more',
    );
    expect(messageOf(strict, { title: 't', ['k'.repeat(10_000)]: 1 })).toBe(
      `Unrecognized key: "${'k'.repeat(40)}…"`,
    );
  });
});
