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

const wallClockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: LUSAKA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * The date and time on a clock in Lusaka at `moment`, as `YYYY-MM-DD HH:MM:SS`: what an event's
 * end (a Lusaka date and time of day, kept without a zone) is compared with, in SQL as a
 * `timestamp` and in code as text (the format sorts as time does).
 * @example lusakaWallClock(new Date('2026-12-05T15:01:00Z')) // '2026-12-05 17:01:00'
 */
export function lusakaWallClock(moment: Date): string {
  const parts = Object.fromEntries(
    wallClockFormat.formatToParts(moment).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * The instant Lusaka's clocks show midnight starting `day` (YYYY-MM-DD): worked out from the zone's
 * offset at that moment, not a fixed +02:00.
 * @example lusakaMidnight('2025-11-01') // 2025-10-31T22:00:00.000Z
 */
export function lusakaMidnight(day: string): Date {
  const asUtc = Date.parse(`${day}T00:00:00Z`);
  const shown = Date.parse(`${lusakaWallClock(new Date(asUtc)).replace(' ', 'T')}Z`);
  return new Date(asUtc - (shown - asUtc));
}
