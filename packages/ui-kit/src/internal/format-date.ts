/** Zambia's time zone (UTC+2 all year), where the association's members read the dates. */
const ZAMBIA_TIME_ZONE = 'Africa/Lusaka';

/**
 * Formats an ISO date (`2024-05-17`) as people read it, e.g. '17 May 2024', a month alone
 * (`2024-10`) as 'October 2024' and a year alone (`2024`) as '2024'; anything that is not a date
 * is returned unchanged. A plain date is the calendar day as written (read in UTC, where
 * `Date` puts it); a date-time (`2026-12-01T00:30:00+02:00`) is shown on Zambia's calendar day.
 * Both are fixed zones, never the reader's own, so the prerendered page and the browser agree.
 * The words are English, so the `<time>` showing them is `dir="ltr"`: on a right-to-left page the
 * day would otherwise move to the end ('May 2024 17').
 */
export function formatDate(isoDate: string, locale = 'en-GB'): string {
  // A month or a year given alone (as an HTML `<time>` takes them) is shown as just that: a post
  // published as "October 2024" is never shown as its 1st, a day nobody gave.
  const partial = /^(\d{4})(?:-(\d{2}))?$/.exec(isoDate);
  if (partial) {
    const [, year, month] = partial;
    if (month === undefined) return year ?? isoDate;
    if (Number(month) < 1 || Number(month) > 12) return isoDate;
    return new Intl.DateTimeFormat(locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(Number(year), Number(month) - 1, 1)));
  }
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  // `Date` rolls a day the month lacks (2026-02-29) over to the next month's: not a date either.
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(isoDate);
  if (dayOnly && !date.toISOString().startsWith(isoDate)) return isoDate;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: isoDate.includes('T') ? ZAMBIA_TIME_ZONE : 'UTC',
  }).format(date);
}
