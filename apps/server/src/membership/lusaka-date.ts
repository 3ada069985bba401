// Calendar arithmetic on Lusaka dates (`YYYY-MM-DD`) for dues and verification; today's date
// in Lusaka is `lusakaDate` in clock/lusaka-date.ts.

const readableDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** `date` (`YYYY-MM-DD`) moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The last day a year's subscription starting on `paidOn` covers: the day before the same date a
 * year later. A year from 29 February has no anniversary in a common year; it ends on 28 February,
 * the last day before the date that would have been it, so the member keeps the whole of February
 * (not 27 February, the day before 28 February taken as the anniversary). The dashboard, receipt,
 * card, verification and reminders all read the date this gives (`users.valid_until`).
 * @example oneYearFrom('2026-11-23') // '2027-11-22'
 * @example oneYearFrom('2028-02-29') // '2029-02-28'
 */
export function oneYearFrom(paidOn: string): string {
  const [year, month, day] = paidOn.split('-').map(Number) as [number, number, number];
  const daysInMonthNextYear = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
  if (day > daysInMonthNextYear) {
    return new Date(Date.UTC(year + 1, month - 1, daysInMonthNextYear)).toISOString().slice(0, 10);
  }
  return addDays(new Date(Date.UTC(year + 1, month - 1, day)).toISOString().slice(0, 10), -1);
}

/** A date (`YYYY-MM-DD`) as people read it: "23 November 2026". */
export function readableDate(date: string): string {
  return readableDay.format(new Date(`${date}T00:00:00Z`));
}
