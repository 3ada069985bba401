import { serverNow } from '../api/server-clock';
import { lusakaToday } from '../dates/lusaka-time';
import { dateReadBack } from './date-read-back';
import type { FieldSpec } from './field-spec';

/**
 * What a date field says under itself: its own hint and the chosen date read back in words
 * (`dateReadBack`). What the chosen day means for the entry is {@link dateFieldWarning}'s, said
 * apart so it can be announced as it appears.
 */
export function dateFieldHint(field: FieldSpec, value: string): string | undefined {
  return [field.hint, dateReadBack(value)].filter(Boolean).join(' ') || undefined;
}

/**
 * For a field whose date means something ends (`whenPast`), that the day has already gone by in
 * Lusaka; for one where a later day is a likely slip (`whenAhead`), that it is still to come (by
 * the server's clock, which decides it). Said, not refused: a past date is how an editor closes a
 * vacancy sooner, but a typing slip (2025 for 2026) would otherwise publish a post nobody can see.
 * An entry that goes on the site on a day of its own (`goesOnSiteOn`: the day it is scheduled for,
 * or today for a draft being published: `goesOnSiteOn` in its file) is still to come only after
 * that day: news scheduled for Tuesday and dated Tuesday is what the schedule is for; dated before
 * that day, it says `whenBeforeScheduled` (news that would come out looking older, an event over
 * or a vacancy closed before it is public). `lastDay` is the day in the field's `lastDayIn` (an
 * event's end date): given, it decides whether the entry is past or over by then, not this
 * field's day.
 */
export function dateFieldWarning(
  field: FieldSpec,
  value: string,
  today = lusakaToday(serverNow()),
  goesOnSiteOn?: string,
  lastDay?: string,
): string | undefined {
  if (!dateReadBack(value)) return undefined;
  const endsLater = Boolean(field.lastDayIn && lastDay && dateReadBack(lastDay));
  if (field.whenPast && !endsLater && value < today) return field.whenPast;
  const onSite = goesOnSiteOn && dateReadBack(goesOnSiteOn) && goesOnSiteOn >= today;
  if (field.whenAhead && value > (onSite ? goesOnSiteOn : today)) return field.whenAhead;
  if (field.whenBeforeScheduled && onSite && !endsLater && value < goesOnSiteOn) {
    return field.whenBeforeScheduled;
  }
  return undefined;
}
