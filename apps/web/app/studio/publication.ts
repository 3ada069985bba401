import type { EntryState } from '@coaz/api-client';
import { serverNow } from '../api/server-clock';
import { lusakaInstant, lusakaWallTime } from '../dates/lusaka-time';
import { isCalendarDay } from './form-values';

/** Where an entry stands: hidden, public, or public from a later time. */
export type PublicationState = 'draft' | 'published' | 'scheduled';

/** The state of an entry at `now` (the server's clock, which publishes it). */
export function entryState(
  entry: Pick<EntryState, 'status' | 'publishAt'>,
  now = serverNow(),
): PublicationState {
  if (entry.status === 'draft') return 'draft';
  return entry.publishAt && Date.parse(entry.publishAt) > now.getTime() ? 'scheduled' : 'published';
}

/** What the editor chose in the form: keep as a draft, publish now, or at a Lusaka date and time. */
export interface PublicationChoice {
  mode: 'draft' | 'now' | 'schedule';
  date: string;
  time: string;
}

/** The form's choice for an entry (a new one starts as a draft, so nothing goes out by accident). */
export function choiceFromEntry(
  entry?: Pick<EntryState, 'status' | 'publishAt'>,
): PublicationChoice {
  if (!entry) return { mode: 'draft', date: '', time: '' };
  const state = entryState(entry);
  if (state === 'scheduled' && entry.publishAt) {
    return { mode: 'schedule', ...lusakaWallTime(new Date(entry.publishAt)) };
  }
  return { mode: state === 'draft' ? 'draft' : 'now', date: '', time: '' };
}

/**
 * The form's names of the schedule's two fields, as their problems are keyed: the date under
 * `publishAt`, where the server's refusal of the schedule goes too (`server-errors.ts`).
 */
export const SCHEDULE_FIELDS = { date: 'publishAt', time: 'publishTime' } as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * What is wrong with a schedule, at the field to change. A browser with no date or time control
 * draws a text box whose value is whatever was typed: only year-month-day and a 24-hour HH:MM are
 * taken, never guessed at, and the message asks for that form. (A date or time the browser's own
 * control holds half-typed reads as empty: `unfinishedFields` says so first.)
 */
export function choiceProblems(
  choice: PublicationChoice,
  now = serverNow(),
): Partial<Record<(typeof SCHEDULE_FIELDS)[keyof typeof SCHEDULE_FIELDS], string>> {
  if (choice.mode !== 'schedule') return {};
  const date = choice.date.trim();
  const time = choice.time.trim();
  const problems: Partial<Record<'publishAt' | 'publishTime', string>> = {};
  if (date === '') problems.publishAt = 'Enter the date to publish on';
  else if (!isCalendarDay(date)) {
    problems.publishAt = 'Enter the date as year-month-day, such as 2026-12-11';
  }
  if (time === '') problems.publishTime = 'Enter the time to publish at, such as 14:30';
  else if (!TIME.test(time)) {
    problems.publishTime =
      'Enter the time as hours and minutes on the 24-hour clock, such as 14:30';
  }
  if (problems.publishAt || problems.publishTime) return problems;
  if (Date.parse(lusakaInstant({ date, time })) > now.getTime()) return {};
  // In the past: the day is to change unless it is today, when the time is.
  return date < lusakaWallTime(now).date
    ? { publishAt: 'That day has passed: choose today or a later day, or publish now' }
    : { publishTime: 'That time has passed: choose a later time, or publish now' };
}

/** The `status` and `publishAt` to send for a choice. */
export function publicationFields(
  choice: PublicationChoice,
): Pick<EntryState, 'status' | 'publishAt'> {
  if (choice.mode === 'draft') return { status: 'draft', publishAt: null };
  if (choice.mode === 'now') return { status: 'published', publishAt: null };
  return {
    status: 'published',
    publishAt: lusakaInstant({ date: choice.date.trim(), time: choice.time.trim() }),
  };
}
