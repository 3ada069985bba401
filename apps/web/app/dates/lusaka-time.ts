import { SITE_TIME_ZONE } from './format-date';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A Lusaka wall-clock date (`YYYY-MM-DD`) and time (`HH:MM`). */
export interface LusakaWallTime {
  date: string;
  time: string;
}

/** The Lusaka date and time of an instant. */
export function lusakaWallTime(instant: Date): LusakaWallTime {
  const parts = Object.fromEntries(
    partsFormat.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/**
 * The instant (ISO) of a Lusaka date and time. Worked out from the zone's offset at that moment
 * rather than a fixed +02:00, so it stays right should Zambia ever change its clocks.
 */
export function lusakaInstant({ date, time }: LusakaWallTime): string {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  const shown = lusakaWallTime(new Date(asUtc));
  const offset = Date.parse(`${shown.date}T${shown.time}:00Z`) - asUtc;
  return new Date(asUtc - offset).toISOString();
}

/**
 * Today's date in Lusaka, `YYYY-MM-DD`: what "today" means for vacancies and the studio's date
 * fields. (Whether an event is upcoming is the server's answer: until the event's end time.)
 * @example lusakaToday(new Date('2026-11-22T22:30:00Z')) // '2026-11-23' (00:30 in Lusaka)
 */
export function lusakaToday(now = new Date()): string {
  return lusakaWallTime(now).date;
}

/**
 * Zambia's year at an instant: the footer's copyright year, and whether the national executive's
 * term still runs (`officesInTerm`). Both turn at midnight in Lusaka on 1 January.
 */
export function lusakaYear(now: Date): number {
  return Number(lusakaToday(now).slice(0, 4));
}
