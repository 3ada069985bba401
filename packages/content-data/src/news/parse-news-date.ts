const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function monthIndex(word: string): number | undefined {
  const lower = word.toLowerCase().replace(/\.$/, '');
  if (lower.length < 3) return undefined;
  const index = MONTHS.findIndex(
    (month) => month.startsWith(lower) || (lower === 'sept' && month === 'september'),
  );
  return index === -1 ? undefined : index;
}

function utcDate(year: number, month: number, day: number): Date | undefined {
  const date = new Date(Date.UTC(year, month, day));
  // Date.UTC rolls 31 April over to 1 May; a date that rolled over was not a real date.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day) {
    return undefined;
  }
  return date;
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const NUMERIC = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const DAY_MONTH_YEAR = /^(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([a-z]+\.?),?\s+(\d{4})$/i;
const MONTH_DAY_YEAR = /^([a-z]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i;
const MONTH_YEAR = /^([a-z]+\.?),?\s+(\d{4})$/i;
const YEAR = /^(\d{4})$/;

/** How much of a news date the association published: the day, or only the month or the year. */
export type NewsDatePrecision = 'day' | 'month' | 'year';

/** A news date as published, read: the first day it allows, and how much of it is known. */
export interface NewsDate {
  /**
   * `YYYY-MM-DD`: the day itself, or the first day of the month or year published alone
   * (what a list sorts by, never a day to show).
   */
  day: string;
  /** Show only this much: "October 2024" for `'month'`, never "1 October 2024". */
  precision: NewsDatePrecision;
}

function read(value: string): { date: Date; precision: NewsDatePrecision } | undefined {
  const dated = (date: Date | undefined, precision: NewsDatePrecision) =>
    date ? { date, precision } : undefined;

  let match = ISO.exec(value);
  if (match) return dated(utcDate(Number(match[1]), Number(match[2]) - 1, Number(match[3])), 'day');

  match = NUMERIC.exec(value);
  if (match) return dated(utcDate(Number(match[3]), Number(match[2]) - 1, Number(match[1])), 'day');

  match = DAY_MONTH_YEAR.exec(value);
  if (match) {
    const month = monthIndex(match[2] ?? '');
    return month === undefined
      ? undefined
      : dated(utcDate(Number(match[3]), month, Number(match[1])), 'day');
  }

  match = MONTH_DAY_YEAR.exec(value);
  if (match) {
    const month = monthIndex(match[1] ?? '');
    return month === undefined
      ? undefined
      : dated(utcDate(Number(match[3]), month, Number(match[2])), 'day');
  }

  match = MONTH_YEAR.exec(value);
  if (match) {
    const month = monthIndex(match[1] ?? '');
    return month === undefined ? undefined : dated(utcDate(Number(match[2]), month, 1), 'month');
  }

  match = YEAR.exec(value);
  if (match) return dated(utcDate(Number(match[1]), 0, 1), 'year');

  return undefined;
}

/**
 * Reads a news date written the way the association publishes them, as a UTC date.
 *
 * Understands "12th March 2024", "3rd July, 2024", "16 October 2024", "21 Aug 2024",
 * "March 28, 2024", "2024-06-10", "05/04/2024" (day first, as written in Zambia), "Oct 2024" and
 * "August 2024" (the first of the month) and "2024" (1 January). Returns undefined for an empty
 * or unreadable date, so callers can sort undated posts last. The first of the month is for
 * sorting: to show a date, use {@link readNewsDate}, which says a month was published alone.
 *
 * @example parseNewsDate('3rd July, 2024')?.toISOString() // '2024-07-03T00:00:00.000Z'
 */
export function parseNewsDate(text: string): Date | undefined {
  const value = text.trim().replace(/\s+/g, ' ');
  return value === '' ? undefined : read(value)?.date;
}

/**
 * Reads a news date as {@link parseNewsDate} does, keeping how much of it was published: "Oct 2024"
 * is `{ day: '2024-10-01', precision: 'month' }`, to be shown as "October 2024", since the
 * association never said which day. Undefined for an empty or unreadable date.
 *
 * @example readNewsDate('Oct 2024') // { day: '2024-10-01', precision: 'month' }
 * @example readNewsDate('16 October 2024') // { day: '2024-10-16', precision: 'day' }
 */
export function readNewsDate(text: string): NewsDate | undefined {
  const value = text.trim().replace(/\s+/g, ' ');
  const found = value === '' ? undefined : read(value);
  return found && { day: found.date.toISOString().slice(0, 10), precision: found.precision };
}
