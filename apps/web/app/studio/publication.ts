import type { EntryState } from '@coaz/api-client';
import { lusakaInstant, lusakaWallTime } from '../dates/lusaka-time';

/** Where an entry stands: hidden, public, or public from a later time. */
export type PublicationState = 'draft' | 'published' | 'scheduled';

/** The state of an entry at `now`. */
export function entryState(
  entry: Pick<EntryState, 'status' | 'publishAt'>,
  now = new Date(),
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

/** What is wrong with a schedule, if anything. */
export function choiceProblem(choice: PublicationChoice, now = new Date()): string | undefined {
  if (choice.mode !== 'schedule') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(choice.date) || !/^\d{2}:\d{2}$/.test(choice.time)) {
    return 'Enter the date and time to publish at';
  }
  return Date.parse(lusakaInstant(choice)) <= now.getTime()
    ? 'Choose a time in the future, or publish now'
    : undefined;
}

/** The `status` and `publishAt` to send for a choice. */
export function publicationFields(
  choice: PublicationChoice,
): Pick<EntryState, 'status' | 'publishAt'> {
  if (choice.mode === 'draft') return { status: 'draft', publishAt: null };
  if (choice.mode === 'now') return { status: 'published', publishAt: null };
  return { status: 'published', publishAt: lusakaInstant(choice) };
}
