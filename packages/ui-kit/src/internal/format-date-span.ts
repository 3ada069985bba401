import { formatDate } from './format-date';

/**
 * How the kit joins the two ends of every range, of days or of times: an en dash with a space
 * either side ('3 – 5 March 2026', '08:30 – 16:00'), one rule for both, as the web app writes them.
 */
export const RANGE_DASH = ' – ';

/** The first and the last day of an event over several days, as a card writes them. */
export interface DateSpanText {
  /** The first day, without the month and year it shares with the last: '3' of '3 – 5 March 2026'. */
  from: string;
  /** The last day in full: '5 March 2026'. */
  to: string;
}

/**
 * Two ISO dates as one span in the cards' format, the parts both days share said once: '3 – 5
 * March 2026', '30 March – 2 April 2026', and both in full across a year. Each part is returned
 * apart, so each can be the text of its own `<time>` whose `dateTime` holds its ISO date. The
 * same day twice, or either end not a date, is no span (`undefined`): the card shows one day.
 */
export function formatDateSpan(start: string, end: string): DateSpanText | undefined {
  const from = formatDate(start);
  const to = formatDate(end);
  // `formatDate` gives back what is not a date unchanged, never 'Invalid Date'.
  if (from === start || to === end || from === to) return undefined;
  const [fromDay, fromMonth, fromYear] = from.split(' ');
  const [, toMonth, toYear] = to.split(' ');
  if (fromYear !== toYear) return { from, to };
  if (fromMonth !== toMonth) return { from: `${fromDay} ${fromMonth}`, to };
  return { from: fromDay ?? from, to };
}
