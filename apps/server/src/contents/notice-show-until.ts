import { isNull, or, type SQL, sql } from 'drizzle-orm';
import { lusakaDate } from '../clock/lusaka-date';
import { contents } from '../db/schema';
import { ApiError } from '../http/api-error';
import { calendarDay } from '../http/input-schemas';
import { readableDate } from '../membership/lusaka-date';

/**
 * A notice's "show until": the last calendar day in Lusaka on which the public sees it, inclusive,
 * or null for a notice shown until an editor deletes it.
 *
 * Decided: a date, not a date and time. Editors post "registration closes Friday" notices and
 * think of their end as a day; a day cannot be misread across time zones; and it ends at Lusaka's
 * midnight, when the site's content cache key changes anyway (it carries Lusaka's date, see
 * `collections/site-content.ts`), so cached lists and rendered pages drop an ended notice at
 * that moment with no poll of their own (events, which end at a time of day, need one).
 */
export const ShowUntil = calendarDay().nullable().openapi({
  format: 'date',
  description:
    "The last day (Zambia's calendar, inclusive) the public sees the notice; null: until it is deleted",
  example: '2026-12-11',
});

/** Only the notices the public sees on Lusaka's `today`: no end, or an end today or later. */
export function shownOn(today: string): SQL | undefined {
  return or(isNull(contents.showUntil), sql`${contents.showUntil} >= ${today}::date`);
}

/**
 * Refuses (400) a show-until before the day the notice was published (its `createdAt` in
 * Lusaka; today for a new one): the public would never see it. A day before today but not before
 * publication is allowed, since that is how an editor ends a notice early and keeps it.
 */
export function checkShowUntil(showUntil: string | null, publishedAt: Date): void {
  if (showUntil === null) return;
  const published = lusakaDate(publishedAt);
  if (showUntil < published) {
    throw new ApiError(
      400,
      'validation_failed',
      `showUntil: must not be before the day the notice was published (${readableDate(published)})`,
    );
  }
}
