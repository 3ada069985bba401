import { formatDate, formatDateRange } from '../dates/format-date';

/** The days and times of an event as the studio's list needs them. */
export interface EventTimes {
  date: string;
  endDate?: string | null;
  startTime?: string | null;
  endTime?: string | null;
}

/**
 * When an event runs, in the site's date format with its times of day (typed and kept as Lusaka's
 * clock, so shown as they are): '5 March 2026, 09:00 – 12:30', '5 March 2026, 19:00 – 6 March
 * 2026, 01:00'. The studio's list showed the days alone, so two events on one day, or a dinner
 * running past midnight, read alike. Without times it is the public cards' span ('3 – 5 March
 * 2026'); an end the same as the start is said once.
 */
export function eventWhen({ date, endDate, startTime, endTime }: EventTimes): string {
  const lastDay = endDate ?? date;
  if (!startTime && !endTime) return formatDateRange(date, lastDay);
  const start = formatDate(date);
  if (lastDay === date) {
    // The form refuses an end time without a start time; an entry written before that rule
    // still says its end rather than hiding it.
    if (!startTime) return `${start}, until ${endTime}`;
    return endTime && endTime !== startTime
      ? `${start}, ${startTime} – ${endTime}`
      : `${start}, ${startTime}`;
  }
  const from = startTime ? `${start}, ${startTime}` : start;
  const to = endTime ? `${formatDate(lastDay)}, ${endTime}` : formatDate(lastDay);
  return `${from} – ${to}`;
}
