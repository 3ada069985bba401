import { z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { lusakaWallClock } from '../clock/lusaka-date';
import { events } from '../db/schema';
import { plainText } from '../http/input-schemas';
import type { CollectionDefinition } from './collection-definition';
import {
  clockTime,
  EntryStateShape,
  isoDay,
  optionalText,
  Picture,
  PictureInput,
} from './entry-schemas';

/** The day an event ends: its end date, or its only day. */
const lastDay = sql`coalesce(${events.endDate}, ${events.date})`;

/**
 * The time an event ends on its last day: its end time, or, with none (a date only, or only a
 * start time), `24:00`, the end of that day. `HH:MM` text, so it sorts as the times it writes
 * (`24:00` after every other).
 */
const endClock = sql`coalesce(${events.endTime}, '24:00')`;

/**
 * The moment an event ends, on a clock in Lusaka (a `timestamp` without zone, compared with
 * {@link lusakaWallClock}): {@link endClock} on its last day, so with no end time the end of its
 * last day (`24:00`, midnight after it).
 */
export const eventEnd = sql`(${lastDay} + ${endClock}::time)`;

/**
 * The time an event starts on its first day: its start time, or, with none (a date only), the
 * start of that day (`00:00`), the day it takes whole. `HH:MM` text, so it sorts as the times it
 * writes.
 */
const startClock = sql`coalesce(${events.startTime}, '00:00')`;

/**
 * The moment an event starts, on a clock in Lusaka, as {@link eventEnd} is written: its start
 * time on its first day, or the start of that day.
 */
export const eventStart = sql`(${events.date} + ${startClock}::time)`;

/**
 * Events: `when=upcoming` (not yet ended in Lusaka, see {@link eventEnd}; an event under way is
 * still upcoming), `past` (ended), or all. Decided so because "past events shown as upcoming" was
 * the site's first complaint: by the day alone, an event that ended at 17:00 stayed "upcoming"
 * until midnight. The content cache key counts the started and the ended events
 * (`site-content.ts`), so cached lists and pages change at the moment an event starts (the web
 * lists it under "Happening now" from then) and at the moment it ends.
 *
 * Upcoming events are listed by their start (first day, then start time in Lusaka, a day with no
 * time first), so an event under way leads those still to come: seen on 6 December, a congress
 * from 4 to 8 December comes before a workshop at 14:00 that day, which a member can still plan
 * for while the congress is on now. Ordered by last day, as it was until December 2026, the
 * congress followed the workshop and everything else ending before the 8th, and the home page's
 * first four cards could leave it out while it ran. The start never changes with the clock, so the
 * order is the same in every cached page, in the site search and through each page of the list
 * (the web app keeps the API's order everywhere it lists events).
 *
 * Past events are listed by their end as {@link eventEnd} reads it (last day, then end time, one
 * with no end time ending at midnight after its last day), latest first, then by id: the order in
 * which they became past, as the list is described ("latest first"). By first day, as before, a
 * retreat from 30 December to 2 January came after an outreach on 1 January, and on one day an
 * evening ending at 22:00 could stand above a vigil ending at 23:55. The end never changes with
 * the clock either, so a cursor (last day, end time, id) pages the list in the same order.
 */
export const eventCollection: CollectionDefinition = {
  name: 'events',
  singular: 'event',
  entryName: 'EventEntry',
  table: events,
  required: {
    title: plainText(1, 200),
    date: isoDay(),
    venue: plainText(1, 300),
  },
  optional: {
    endDate: isoDay().nullable(),
    startTime: clockTime().nullable(),
    endTime: clockTime().nullable(),
    description: optionalText(10_000),
    picture: PictureInput.nullable(),
  },
  defaults: () => ({
    endDate: null,
    startTime: null,
    endTime: null,
    description: null,
    picture: null,
  }),
  entry: z
    .object({
      ...EntryStateShape,
      title: z.string(),
      date: z.string().openapi({ format: 'date' }),
      endDate: z.string().nullable().openapi({ format: 'date' }),
      startTime: z.string().nullable().openapi({ example: '09:00' }),
      endTime: z.string().nullable().openapi({ example: '13:00' }),
      venue: z.string(),
      description: z.string().nullable(),
      picture: Picture.nullable(),
    })
    .openapi('EventEntry'),
  listParams: {
    when: z.enum(['upcoming', 'past', 'all']).default('all').openapi({
      description:
        "By Zambia's clock: upcoming (not yet ended: before its end time, or the end of its last day when it has none; by start, so one under way first), past (ended; latest first) or all (latest first)",
    }),
  },
  order: (params) =>
    params.when === 'upcoming'
      ? {
          keys: [
            { expression: events.date, type: 'date', value: (entry) => String(entry.date) },
            {
              expression: startClock,
              type: 'text',
              value: (entry) => String(entry.startTime ?? '00:00'),
            },
          ],
          direction: 'asc',
        }
      : params.when === 'past'
        ? {
            keys: [
              {
                expression: lastDay,
                type: 'date',
                value: (entry) => String(entry.endDate ?? entry.date),
              },
              {
                expression: endClock,
                type: 'text',
                value: (entry) => String(entry.endTime ?? '24:00'),
              },
            ],
            direction: 'desc',
          }
        : {
            keys: [{ expression: events.date, type: 'date', value: (entry) => String(entry.date) }],
            direction: 'desc',
          },
  filters: (params, _today, now) => {
    const clock = lusakaWallClock(now);
    if (params.when === 'upcoming') return [sql`${eventEnd} > ${clock}::timestamp`];
    if (params.when === 'past') return [sql`${eventEnd} <= ${clock}::timestamp`];
    return [];
  },
  searchColumns: [events.title, events.venue, events.description],
  title: (entry) => String(entry.title),
  check: (entry) => {
    if (typeof entry.endDate === 'string' && entry.endDate < String(entry.date)) {
      return 'endDate: must not be before the start date';
    }
    // On one day (no end date, or the same one) the times must run forwards; an event over
    // several days may end earlier in the day than it started.
    const oneDay = entry.endDate == null || entry.endDate === entry.date;
    if (
      oneDay &&
      typeof entry.startTime === 'string' &&
      typeof entry.endTime === 'string' &&
      entry.endTime < entry.startTime
    ) {
      return 'endTime: must not be before the start time; for an event past midnight, give the end date';
    }
    return undefined;
  },
  listSummary: 'Events of the association',
};
