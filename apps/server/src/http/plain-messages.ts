import { z } from '@hono/zod-openapi';

const count = (value: number | bigint) => Number(value).toLocaleString('en-GB');

/**
 * zod's own wording of its checks ("Too big: expected string to have <=200 characters") in the
 * words the people who fill in the forms use ("at most 200 characters"), and its "Invalid input:
 * expected number, received NaN" as "must be a number". A schema's own message still wins, so a
 * field a member fills in names its choices in their words ("Choose a membership type from the
 * list"); a value that is not one of an enum's codes is listed by code for the program that sent
 * it; a day or a moment that is none says the form it must take (`DAY_MESSAGE`,
 * `MOMENT_MESSAGE`), never zod's "Invalid ISO date"; anything not named here keeps zod's text.
 */
export const plainIssueMessage: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'too_big') {
    const { origin, maximum, inclusive } = issue;
    if (origin === 'string') return `at most ${count(maximum)} characters`;
    if (origin === 'array') return `at most ${count(maximum)} entries`;
    if (origin === 'number' || origin === 'int') {
      return inclusive === false
        ? `must be less than ${count(maximum)}`
        : `at most ${count(maximum)}`;
    }
  }
  if (issue.code === 'too_small') {
    const { origin, minimum, inclusive } = issue;
    if (origin === 'string') {
      return Number(minimum) === 1 ? 'must not be blank' : `at least ${count(minimum)} characters`;
    }
    if (origin === 'array') return `at least ${count(minimum)} entries`;
    if (origin === 'number' || origin === 'int') {
      return inclusive === false
        ? `must be more than ${count(minimum)}`
        : `at least ${count(minimum)}`;
    }
  }
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) return 'must be filled in';
    return TYPE_MESSAGES[issue.expected];
  }
  if (issue.code === 'invalid_value' && issue.values.length > 0) {
    return `must be one of ${listed(issue.values.map(String))}`;
  }
  if (issue.code === 'invalid_format' && issue.format === 'uuid') {
    return 'is not an id this service gave';
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') {
    return 'must be an e-mail address such as name@example.org';
  }
  // zod's "Invalid ISO date" and "Invalid ISO datetime", which reached editors as `date:
  // Invalid ISO date` for a news item dated 30 February.
  if (issue.code === 'invalid_format' && issue.format === 'date') return DAY_MESSAGE;
  if (issue.code === 'invalid_format' && issue.format === 'datetime') return MOMENT_MESSAGE;
  if (issue.code === 'unrecognized_keys') return unrecognisedKeys(issue.keys);
  return undefined;
};

/** What a calendar day must be: one that exists (no 30 February), in the form the API takes. */
export const DAY_MESSAGE = 'must be a day that exists, written YYYY-MM-DD, such as 2026-12-08';

/** What a moment must be: a day and a time that exist, with the offset from UTC it was read at. */
export const MOMENT_MESSAGE =
  'must be a date and time that exist, written with their offset from UTC, such as 2026-12-08T09:00:00+02:00';

/** Unknown fields named in an answer; the rest are counted. */
const KEYS_NAMED = 3;
/** Characters of an unknown field's name repeated in an answer. */
const KEY_CHARACTERS = 40;

/**
 * zod's "Unrecognized keys: "status"", but with the first three names only, each cut to 40
 * characters, and how many more: zod named every one, so a 200 KB body of made-up fields was
 * answered with a 230 KB message of them, no help to anyone and an echo for whoever sent it.
 */
function unrecognisedKeys(keys: readonly string[]): string {
  const named = keys.slice(0, KEYS_NAMED).map((key) => {
    const cut = key.length > KEY_CHARACTERS ? `${key.slice(0, KEY_CHARACTERS)}…` : key;
    return JSON.stringify(cut);
  });
  const more = keys.length - named.length;
  const list = more > 0 ? `${named.join(', ')} and ${count(more)} more` : named.join(', ');
  return `Unrecognized key${keys.length === 1 ? '' : 's'}: ${list}`;
}

// "expected number, received NaN" is what zod says of a query's `limit=ten`.
const TYPE_MESSAGES: Partial<Record<string, string>> = {
  number: 'must be a number',
  int: 'must be a whole number',
  string: 'must be text',
  boolean: 'must be true or false',
  array: 'must be a list',
  object: 'must be a set of named fields',
};

/** "a, b or c". */
function listed(values: readonly string[]): string {
  if (values.length === 1) return values[0] ?? '';
  return `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

/** Makes {@link plainIssueMessage} zod's wording for every schema of the process. */
export function usePlainMessages(): void {
  z.config({ customError: plainIssueMessage });
}
