/** The association's time zone: every date people read is a date in Zambia. */
export const SITE_TIME_ZONE = 'Africa/Lusaka';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SITE_TIME_ZONE,
});

const dateOnlyFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const monthAndYear = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar month as people read it, for a month alone (the secretariat's month of payments, a
 * news post published as a month): the month of `YYYY-MM` or of `YYYY-MM-DD`.
 * @example formatMonth('2026-12') // 'December 2026'
 */
export function formatMonth(month: string): string {
  return monthAndYear.format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`));
}

/**
 * The site's one date format for people, e.g. '23 November 2026'. A calendar date
 * (`2026-11-23`) is shown as that day wherever the page is rendered; a moment (a `Date` or an ISO
 * timestamp) is shown as the day it is in Zambia (Africa/Lusaka). Anything that is not a date comes
 * back unchanged, so a page never shows 'Invalid Date'.
 *
 * @example formatDate('2026-11-23') // '23 November 2026'
 * @example formatDate('2026-11-23T23:30:00Z') // '24 November 2026' (01:30 in Lusaka)
 */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    // `Date` rolls a day the month lacks (29 February 2026) over to the next month: not a date.
    const exists = !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
    return exists ? dateOnlyFormat.format(day) : value;
  }
  const moment = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(moment.getTime())) return typeof value === 'string' ? value : '';
  return dayMonthYear.format(moment);
}

const timeOfDay = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SITE_TIME_ZONE,
});

/**
 * A calendar day (`YYYY-MM-DD`) said beside Lusaka's today: "today" on that day, the date on any
 * other, so a list does not repeat the date it has just given ("8 December 2026, until 8 December
 * 2026"). One wording for the home page's notices, the careers page's "Closes today" and the
 * studio's lists, each given `today` by the server's clock in Lusaka (`lusakaToday`).
 * @example formatDayOrToday('2026-12-08', '2026-12-08') // 'today'
 * @example formatDayOrToday('2026-12-09', '2026-12-08') // '9 December 2026'
 */
export function formatDayOrToday(day: string, today: string | undefined): string {
  return day === today ? 'today' : formatDate(day);
}

/**
 * An instant as people read it, in Lusaka: its date in the site's format and the time of day.
 * Anything that is not a date comes back unchanged.
 * @example formatMoment('2026-11-23T12:30:00Z') // '23 November 2026, 14:30'
 */
export function formatMoment(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return `${formatDate(instant)}, ${timeOfDay.format(instant)}`;
}

/**
 * Two ends of a range, of days or of times, joined as the site writes every range: an en dash
 * with a space either side ('3 – 5 March 2026', '08:00 – 16:30'), as the event cards, the studio and
 * the office hours all write them. One rule, since '30 March – 2 April' needs the spaces and a page
 * showing '08:00–16:30' beside it read as two styles. Screen readers say the dash as "to".
 * @example formatRange('08:00', '16:30') // '08:00 – 16:30'
 */
export function formatRange(from: string, to: string): string {
  return `${from} – ${to}`;
}

/**
 * The two ends of a span of calendar dates as the site writes them, the first shortened by what
 * the last already says: `{ from: '3', to: '5 March 2026' }`, `{ from: '30 March', to: '2 April
 * 2026' }`, both in full across a year; the same day twice is one date (`to` undefined). For a
 * page that marks each end as a date of its own (`<time>`).
 */
export function formatDateSpan(start: string, end: string): { from: string; to?: string } {
  const from = formatDate(start);
  const to = formatDate(end);
  if (from === to) return { from };
  const [fromDay, fromMonth, fromYear] = from.split(' ');
  const [, toMonth, toYear] = to.split(' ');
  if (fromYear !== toYear || !fromYear) return { from, to };
  if (fromMonth !== toMonth) return { from: `${fromDay} ${fromMonth}`, to };
  return { from: fromDay ?? from, to };
}

/**
 * Two calendar dates as one span in the site's format: '3 – 5 March 2026', '30 March – 2 April
 * 2026', or both in full across a year. The same day twice is one date.
 */
export function formatDateRange(start: string, end: string): string {
  const { from, to } = formatDateSpan(start, end);
  return to === undefined ? from : formatRange(from, to);
}
