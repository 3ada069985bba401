import { lusakaWallTime } from '../dates/lusaka-time';
import type { EventEntry } from '../render/content-types';

/** Events not yet ended, as the site groups them: those under way, then those still to come. */
export interface EventGroups {
  /** Started and not yet ended: listed first, under "Happening now", in the API's order. */
  happeningNow: EventEntry[];
  /** Not yet started: listed under "Upcoming events", in the API's order. */
  upcoming: EventEntry[];
}

/**
 * Splits the events the API lists as not yet ended (`when=upcoming`) by whether each has started,
 * in Lusaka at `now` (the server's clock). Decided: an event starts at its start time on its first
 * day, or at the start of that day (00:00) when it has no start time, the day it takes whole, as
 * the API orders them; from then until it ends (the API's decision, when it stops listing it) it
 * is "Happening now", not "Upcoming events": a congress on its third day, or a workshop an hour
 * after it began, is not one to plan for but one on now. Every list of events (home page, news
 * page, site search) groups them by this one rule, and keeps the API's order in each group. The
 * server's content cache key turns at the moment an event starts as well as when it ends, so a
 * cached page moves it to "Happening now" on time.
 * @example eventGroups(events, new Date('2026-12-05T22:00:00Z')) // 00:00 on 6 December in Lusaka: an event of that day, with no time, is happening now
 */
export function eventGroups(events: readonly EventEntry[], now: Date): EventGroups {
  const clock = lusakaWallTime(now);
  const wallNow = `${clock.date}T${clock.time}`;
  const happeningNow: EventEntry[] = [];
  const upcoming: EventEntry[] = [];
  for (const event of events) {
    const start = `${event.date}T${event.startTime ?? '00:00'}`;
    (start <= wallNow ? happeningNow : upcoming).push(event);
  }
  return { happeningNow, upcoming };
}
