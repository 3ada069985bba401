import { ApiError } from '../http/api-error';

/**
 * Whether `value` is a `YYYY-MM-DD` day that exists (PostgreSQL would refuse 2026-02-31), in a
 * year PostgreSQL has: JavaScript takes the year 0000, which PostgreSQL refuses with an error.
 */
function isCalendarDay(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  if (value.startsWith('0000')) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/**
 * A list position as an opaque cursor: the sort-key values and id of the last entry of a page,
 * as base64url JSON. Keyset paging: an entry added or removed meanwhile never shifts the next page.
 */
export function encodeCursor(values: (string | number)[]): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

/**
 * The values of a cursor made by {@link encodeCursor} for a list with `keyCount` keys (id last).
 * @throws {ApiError} 400 for anything else, such as a cursor of another list.
 */
export function decodeCursor(
  cursor: string,
  types: ('date' | 'integer' | 'text')[],
): (string | number)[] {
  const invalid = () => new ApiError(400, 'invalid_cursor', 'cursor: not a cursor of this list');
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(values) || values.length !== types.length) throw invalid();
  types.forEach((type, index) => {
    const value = values[index];
    const fits =
      type === 'integer'
        ? Number.isInteger(value) && Math.abs(value) <= 2_147_483_647
        : type === 'date'
          ? isCalendarDay(value)
          : typeof value === 'string' && value.length <= 1_000 && !value.includes('\u0000');
    if (!fits) throw invalid();
  });
  return values as (string | number)[];
}
