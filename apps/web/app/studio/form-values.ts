import type { Picture } from '@coaz/api-client';
import type { FieldErrors, FieldSpec, FormValues, PictureDraft } from './field-spec';

/** The form's starting values: the entry's own, or each field's initial value for a new entry. */
export function valuesFromEntry(
  fields: readonly FieldSpec[],
  entry?: Record<string, unknown>,
): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const raw = entry?.[field.name];
    if (field.kind === 'picture') {
      const picture = raw as Picture | null | undefined;
      values[field.name] = picture ? { ...picture, file: null } : null;
    } else if (field.kind === 'lines') {
      values[field.name] = Array.isArray(raw) ? raw.join('\n') : '';
    } else if (entry) {
      values[field.name] = raw === null || raw === undefined ? '' : String(raw);
    } else {
      values[field.name] = field.initial?.() ?? '';
    }
  }
  return values;
}

const count = (n: number) => n.toLocaleString('en-GB');

/** The server's limit for a picture's alt text. */
export const MAX_ALT_LENGTH = 500;

/** What a field says when its text is over the server's limit (kept whole, never cut). */
export const tooLong = (limit: number, length: number) =>
  `Too long: at most ${count(limit)} characters; this has ${count(length)}`;

/**
 * A web address as the editor would type it from a letterhead, "www.moh.gov.zm", read as the
 * https:// address it names; one with its scheme is taken as typed (and an http:// one refused).
 * @example webAddress('www.moh.gov.zm') // 'https://www.moh.gov.zm'
 */
export function webAddress(text: string): string {
  return /^[a-z][a-z\d+.-]*:/i.test(text) || !/^[^\s/]+\.[^\s/]+/.test(text)
    ? text
    : `https://${text}`;
}

/**
 * The address a link to `text` (as {@link webAddress} reads it) may have: an https:// one that a
 * browser reads as written, as the server holds links to (no whitespace, control character or
 * backslash, no user name or password: `https://www.moh.gov.zm@evil.example` goes to
 * evil.example). Anything else, `javascript:` and `data:` included, is undefined, so neither the
 * form nor its preview takes it.
 */
export function linkedAddress(text: string): string | undefined {
  const address = webAddress(text);
  if (/[\s\\\p{Cc}]/u.test(address)) return undefined;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password
      ? address
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why `text` is no address a link may have ({@link linkedAddress}), in the words of what to change:
 * an https:// address with a space or a user name and password was told to start with https://,
 * which it did. Anything else is told `otherwise`.
 * @default otherwise 'Enter an address starting with https://'
 */
export function addressProblem(
  text: string,
  otherwise = 'Enter an address starting with https://',
): string {
  const address = webAddress(text);
  if (/^https:\/\//i.test(address)) {
    if (/\s/.test(address)) return 'Take out the spaces: a web address has none';
    if (address.includes('\\')) return 'Write / in place of \\: a web address has no backslash';
    try {
      const url = new URL(address);
      if (url.username || url.password) {
        return 'Take out the user name and password: a web address here holds none (nothing before an @)';
      }
    } catch {
      // Not an address at all: said below as for any other.
    }
  }
  return otherwise;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/**
 * Whether `text` is a year-month-day the calendar has: not 2026-02-30, which `Date` reads as
 * 2 March. What a browser with no date control (a text box) may hold.
 */
export function isCalendarDay(text: string): boolean {
  if (!DATE.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
}

function textProblem(field: FieldSpec, text: string): string | undefined {
  if (text === '') {
    if (!field.required) return undefined;
    // A list is chosen from, not typed in.
    return `${field.kind === 'select' ? 'Choose' : 'Enter'} the ${field.label.toLowerCase()}`;
  }
  if (field.maxLength !== undefined && text.length > field.maxLength) {
    return tooLong(field.maxLength, text.length);
  }
  switch (field.kind) {
    case 'date':
      return isCalendarDay(text)
        ? undefined
        : `Enter the ${field.label.toLowerCase()} as year-month-day, such as 2026-12-11`;
    case 'time':
      return TIME.test(text) ? undefined : `Enter the ${field.label.toLowerCase()} as HH:MM`;
    case 'number': {
      const number = Number(text);
      if (!Number.isInteger(number))
        return `Enter the ${field.label.toLowerCase()} as a whole number`;
      return field.min !== undefined && number < field.min
        ? `The ${field.label.toLowerCase()} is at least ${count(field.min)}`
        : undefined;
    }
    case 'url':
      return linkedAddress(text) === undefined ? addressProblem(text) : undefined;
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)
        ? undefined
        : 'Enter an email address like name@example.org';
    default:
      return undefined;
  }
}

/** What is wrong with the typed values, field by field, before anything is sent. */
export function validateValues(fields: readonly FieldSpec[], values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'picture') {
      const picture = value as PictureDraft | null;
      if (picture && (picture.url || picture.file) && picture.alt.trim() === '') {
        errors[field.name] = 'Describe the picture for people who cannot see it';
      } else if (picture && picture.alt.trim().length > MAX_ALT_LENGTH) {
        errors[field.name] = tooLong(MAX_ALT_LENGTH, picture.alt.trim().length);
      }
      continue;
    }
    const problem = textProblem(field, String(value ?? '').trim());
    if (problem) errors[field.name] = problem;
  }
  return errors;
}

/**
 * The entry's fields as the API takes them: text trimmed, an empty optional field `null`, numbers
 * as numbers, lines as a list. Pictures come from `pictures` (already uploaded).
 */
export function inputFromValues(
  fields: readonly FieldSpec[],
  values: FormValues,
  pictures: Record<string, Picture | null>,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.kind === 'picture') {
      input[field.name] = pictures[field.name] ?? null;
      continue;
    }
    const text = String(values[field.name] ?? '').trim();
    if (field.kind === 'lines') {
      input[field.name] = text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    } else if (field.kind === 'number') {
      input[field.name] = text === '' ? undefined : Number(text);
    } else if (field.kind === 'url' && text !== '') {
      input[field.name] = webAddress(text);
    } else {
      input[field.name] = text === '' ? (field.required ? '' : null) : text;
    }
  }
  return input;
}

/** A value as text to compare, a chosen file by its name, size and date. */
function comparable(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, part: unknown) =>
    part instanceof File ? `file:${part.name}:${part.size}:${part.lastModified}` : part,
  );
}

/**
 * What "save mine over theirs" saves: the latest saved values, with every field the editor changed
 * since opening (`opened` against `typed`) on top. A field only the other editor changed keeps
 * their value, so saving over them undoes nothing the editor did not touch.
 * @example typedOverLatest({ a: '1', b: '1' }, { a: '2', b: '1' }, { a: '1', b: '3' }) // { a: '2', b: '3' }
 */
export function typedOverLatest<V>(
  opened: Record<string, V>,
  typed: Record<string, V>,
  latest: Record<string, V>,
): Record<string, V> {
  return Object.fromEntries(
    Object.entries(latest).map(([key, theirs]) => [
      key,
      key in typed && comparable(typed[key]) !== comparable(opened[key])
        ? (typed[key] as V)
        : theirs,
    ]),
  );
}
