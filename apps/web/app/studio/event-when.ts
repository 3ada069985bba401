import { formatDate, formatDateRange, formatRange } from '../dates/format-date';

/** The days and times of an event as the studio's list needs them. */
export interface EventTimes {
  date: string;
  endDate?: string | null;
  startTime?: string | null;
  endTime?: string | null;
}

/** The calendar day after an ISO date (`2026-03-05` gives `2026-03-06`). */
function dayAfter(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The times of one day of an event, as a day's clock reads them. */
function dailyTimes(startTime: string | null | undefined, endTime: string | null | undefined) {
  if (!startTime) return `until ${endTime}`;
  return endTime && endTime !== startTime ? formatRange(startTime, endTime) : `from ${startTime}`;
}

/**
 * When an event runs, in the site's date format with its times of day (typed and kept as Lusaka's
 * clock, so shown as they are): '5 March 2026, 09:00 – 12:30'. The studio's list showed the days
 * alone, so two events on one day read alike.
 *
 * Over several days the days come first, as one span, and the times are each day's, as the public
 * card writes them (its date row, then "09:00 – 16:00" on a row of its own): '3 – 5 March 2026,
 * 09:00 – 16:00 each day'. Written '3 March 2026, 09:00 – 5 March 2026, 16:00', a three-day
 * workshop read as one sitting of 55 hours. The one exception is an evening that ends after
 * midnight (the next day, an end time before the start time), which is one span:
 * '5 March 2026, 19:00 – 6 March 2026, 01:00'. Without times it is the public cards' span
 * ('3 – 5 March 2026'); an end the same as the start is said once.
 */
export function eventWhen({ date, endDate, startTime, endTime }: EventTimes): string {
  const lastDay = endDate ?? date;
  if (!startTime && !endTime) return formatDateRange(date, lastDay);
  if (lastDay === date) {
    // The form refuses an end time without a start time; an entry written before that rule
    // still says its end rather than hiding it.
    if (!startTime) return `${formatDate(date)}, until ${endTime}`;
    return endTime && endTime !== startTime
      ? `${formatDate(date)}, ${formatRange(startTime, endTime)}`
      : `${formatDate(date)}, ${startTime}`;
  }
  if (startTime && endTime && endTime < startTime && lastDay === dayAfter(date)) {
    return formatRange(`${formatDate(date)}, ${startTime}`, `${formatDate(lastDay)}, ${endTime}`);
  }
  return `${formatDateRange(date, lastDay)}, ${dailyTimes(startTime, endTime)} each day`;
}
