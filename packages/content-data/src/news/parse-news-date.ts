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

/**
 * Reads a news date written the way the association publishes them, as a UTC date.
 *
 * Understands "12th March 2024", "3rd July, 2024", "16 October 2024", "21 Aug 2024",
 * "March 28, 2024", "2024-06-10", "05/04/2024" (day first, as written in Zambia), "Oct 2024" and
 * "August 2024" (the first of the month) and "2024" (1 January). Returns undefined for an empty
 * or unreadable date, so callers can sort undated posts last.
 *
 * @example parseNewsDate('3rd July, 2024')?.toISOString() // '2024-07-03T00:00:00.000Z'
 */
export function parseNewsDate(text: string): Date | undefined {
  const value = text.trim().replace(/\s+/g, ' ');
  if (value === '') return undefined;

  let match = ISO.exec(value);
  if (match) return utcDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]));

  match = NUMERIC.exec(value);
  if (match) return utcDate(Number(match[3]), Number(match[2]) - 1, Number(match[1]));

  match = DAY_MONTH_YEAR.exec(value);
  if (match) {
    const month = monthIndex(match[2] ?? '');
    return month === undefined ? undefined : utcDate(Number(match[3]), month, Number(match[1]));
  }

  match = MONTH_DAY_YEAR.exec(value);
  if (match) {
    const month = monthIndex(match[1] ?? '');
    return month === undefined ? undefined : utcDate(Number(match[3]), month, Number(match[2]));
  }

  match = MONTH_YEAR.exec(value);
  if (match) {
    const month = monthIndex(match[1] ?? '');
    return month === undefined ? undefined : utcDate(Number(match[2]), month, 1);
  }

  match = YEAR.exec(value);
  if (match) return utcDate(Number(match[1]), 0, 1);

  return undefined;
}
