import { formatDate } from '../dates/format-date';

const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });

/**
 * A date field's value read back in words under the field: "That is Wednesday 1 December 2027."
 * The browser's date control shows the date in the order of the device's language (12/01/2027 on
 * an American-English laptop), so an editor who types 01/12/2027 meaning 1 December gets
 * 12 January without noticing; in words, with the weekday, the slip shows before saving. Nothing
 * for an empty or unfinished date.
 */
export function dateReadBack(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  // A day the month lacks would read back as the next month's (2026-02-29 as 1 March).
  if (Number.isNaN(day.getTime()) || !day.toISOString().startsWith(value)) return undefined;
  return `That is ${weekday.format(day)} ${formatDate(value)}.`;
}
