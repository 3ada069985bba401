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
 * The last day a year's subscription paid on `paidOn` covers: the day before the same date a year
 * later (29 February counts to 28 February).
 */
export function oneYearFrom(paidOn: string): string {
  const [year, month, day] = paidOn.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year + 1, month - 1, Math.min(day, 28)));
  if (day > 28) {
    const lastDay = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
    next.setUTCDate(Math.min(day, lastDay));
  }
  return addDays(next.toISOString().slice(0, 10), -1);
}

/** A date (`YYYY-MM-DD`) as people read it: "23 November 2026". */
export function readableDate(date: string): string {
  return readableDay.format(new Date(`${date}T00:00:00Z`));
}
