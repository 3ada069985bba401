/** The association's time zone: every "today", "upcoming" and "this year" on the site is Zambia's. */
export const SITE_TIME_ZONE = 'Africa/Lusaka';

const isoDateInZambia = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const dateForPeople = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
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

/**
 * A calendar date (`YYYY-MM-DD`) as people read it on the site, the one format every page uses.
 * Anything that is not such a date comes back unchanged.
 * @example formatSiteDate('2026-11-23') // '23 November 2026'
 */
export function formatSiteDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dateForPeople.format(date);
}
