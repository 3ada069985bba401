/**
 * Formats an ISO date (`2024-05-17`) as people read it, e.g. '17 May 2024'. Read in UTC so the
 * prerendered page and the browser agree; anything that is not a date is returned unchanged.
 */
export function formatDate(isoDate: string, locale = 'en-GB'): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
