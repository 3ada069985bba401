import { z } from '@hono/zod-openapi';

const INT4_MAX = 2_147_483_647;

/**
 * Whether `value` holds a control character other than tab, line feed and carriage return (C0,
 * DEL, C1; NUL has its own message): a terminal escape or a bell in a name or title shows as
 * nothing on a page and acts in an administrator's terminal or log viewer.
 */
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    const c0 = code >= 0x01 && code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
    if (c0 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}
// Direction embeddings, overrides and isolates: they turn the text after them around on screen,
// so "Demo\u202erebmeM" reads as another name than the one stored, in the secretariat's lists too.
const DIRECTION_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
// Half of a surrogate pair without its other half (read by code unit, without the `u` flag).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether `value` holds one of Unicode's 66 noncharacters: U+FDD0 to U+FDEF, and the last two
 * code points of every plane (U+FFFE, U+FFFF, U+1FFFE, … U+10FFFF). They stand for no character
 * and are never meant to be exchanged: XML 1.0 forbids U+FFFE and U+FFFF outright, so one in a
 * title made every parser refuse the whole of `/feed.xml`.
 */
function hasNoncharacter(value: string): boolean {
  for (const character of value) {
    const point = character.codePointAt(0) ?? 0;
    if ((point >= 0xfdd0 && point <= 0xfdef) || (point & 0xfffe) === 0xfffe) return true;
  }
  return false;
}

/**
 * Trimmed text of `min` to `max` characters that is stored and shown exactly as sent: without
 * NUL, which PostgreSQL cannot store (such input is a 400, never a database error); without a
 * lone half of a surrogate pair, which the database would store as U+FFFD instead; without
 * control characters (tab and line breaks aside) or direction overrides, which make text show
 * other than it is; and without noncharacters (U+FFFE, U+FFFF, U+FDD0 to U+FDEF, U+nFFFE and
 * U+nFFFF), which no feed or XML reader accepts. So everything XML 1.0 forbids is refused. Each
 * is a 400 naming the field.
 *
 * Decided: refused, never stripped. Text that was saved other than it was sent would surprise the
 * editor who pasted it; a 400 naming the field says where to look, and a noncharacter only ever
 * comes from a broken converter or a deliberate probe, never from a keyboard.
 */
export function plainText(min: number, max: number) {
  return z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters')
    .refine(
      (value) => !LONE_SURROGATE.test(value),
      'must be whole characters (it holds half of an emoji or other character)',
    )
    .refine(
      (value) => !hasControlCharacter(value),
      'must not contain control characters such as escape or bell',
    )
    .refine(
      (value) => !DIRECTION_CONTROL.test(value),
      'must not contain direction overrides, which show the text other than it is',
    )
    .refine(
      (value) => !hasNoncharacter(value),
      'must not contain noncharacters such as U+FFFE, which feed readers refuse (it was probably pasted from a broken file)',
    );
}

/**
 * `schema`, or nothing: a field left out, or sent blank as a form sends an empty field, is
 * undefined rather than a value that fails `schema`.
 */
export function omissible<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );
}

/** A database id or version: a positive 32-bit integer. */
export function recordNumber() {
  return z.number().int().positive().max(INT4_MAX);
}

/**
 * A page's `?limit=` of a list: a whole number of entries from 1 to `max`, `fallback` when left
 * out, refused in words ("limit: must be a whole number from 1 to 100"), not as zod's "expected
 * number, received NaN".
 */
export function pageLimit(max: number, fallback: number) {
  const message = `must be a whole number from 1 to ${max}`;
  return z.coerce
    .number({ message })
    .int(message)
    .min(1, message)
    .max(max, message)
    .default(fallback);
}

/**
 * The id of an entry a member picks from a list (a province, a district), refused with `message`,
 * which names the choice ("Choose your district from the list").
 * @param fromText also takes the id as text, as a multipart form's fields are
 */
export function listChoice(message: string, { fromText = false } = {}) {
  const number = fromText ? z.coerce.number({ message }) : z.number({ message });
  return number.int(message).positive(message).max(INT4_MAX, message);
}

/** A database id in a path segment, such as `/contents/{id}`. */
export function recordNumberParam() {
  return z.coerce.number().int().positive().max(INT4_MAX);
}

// Years PostgreSQL and JavaScript both store and print as four digits (PostgreSQL has no year 0,
// JavaScript writes 10000 as +010000), and that no one entering a date for the site means less.
const EARLIEST_YEAR = 1900;
const LATEST_YEAR = 9999;
const YEARS_MESSAGE = `must be in the years ${EARLIEST_YEAR} to ${LATEST_YEAR}`;

const inYears = (year: number) => year >= EARLIEST_YEAR && year <= LATEST_YEAR;

/** A calendar day, `YYYY-MM-DD`, that exists, in the years 1900 to 9999. */
export function calendarDay() {
  return z.iso.date().refine((day) => inYears(Number(day.slice(0, 4))), YEARS_MESSAGE);
}

/**
 * A moment in ISO 8601 with its offset, such as `2026-12-01T09:00:00+02:00`, whose year in UTC
 * (where it is stored) is 1900 to 9999.
 */
export function momentWithOffset() {
  return z.iso
    .datetime({ offset: true })
    .refine((value) => inYears(new Date(value).getUTCFullYear()), YEARS_MESSAGE);
}
