/** The association's time zone: every date and time an editor types or reads is Lusaka's. */
export const LUSAKA = 'Africa/Lusaka';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: LUSAKA,
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

/** Today's date in Lusaka, `YYYY-MM-DD`. */
export function lusakaToday(now = new Date()): string {
  return lusakaWallTime(now).date;
}

/** A date (`YYYY-MM-DD`) as people read it: "23 November 2026". Other text comes back as is. */
export function formatDay(isoDate: string): string {
  const parsed = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? isoDate : dayFormat.format(parsed);
}

/** An instant as people read it, in Lusaka: "23 November 2026, 14:30". */
export function formatMoment(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const { date, time } = lusakaWallTime(instant);
  return `${formatDay(date)}, ${time}`;
}
