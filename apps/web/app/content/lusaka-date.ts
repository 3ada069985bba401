// Every "today", "upcoming" and "this year" on the site is Zambia's; people read dates through
// formatDate (app/dates/format-date.ts).
import { SITE_TIME_ZONE } from '../dates/format-date';

const isoDateInZambia = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Zambia's date at an instant, as `YYYY-MM-DD`: what "today" means for events and vacancies.
 * @example lusakaDate(new Date('2026-11-22T22:30:00Z')) // '2026-11-23' (00:30 in Lusaka)
 */
export function lusakaDate(now: Date): string {
  return isoDateInZambia.format(now);
}

/** Zambia's year at an instant: the copyright year of the footer. */
export function lusakaYear(now: Date): number {
  return Number(lusakaDate(now).slice(0, 4));
}
