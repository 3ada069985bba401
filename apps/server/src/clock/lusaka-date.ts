/** The association's time zone: every "today" of the site is Zambia's. */
export const LUSAKA_TIME_ZONE = 'Africa/Lusaka';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: LUSAKA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The date in Lusaka at `moment`, as `YYYY-MM-DD`.
 * @example lusakaDate(new Date('2026-11-23T22:30:00Z')) // '2026-11-24' (00:30 in Lusaka)
 */
export function lusakaDate(moment: Date): string {
  return dayFormat.format(moment);
}
