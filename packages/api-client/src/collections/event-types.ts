// The events collection's wire contract, as the server's OpenAPI document describes it; the list
// parameters are the client's own.
import type { EditorInput } from '../internal/editor-input';
import type { WireSchemas } from '../wire/wire-types';
import type { EntryListParams } from './entry-types';

/**
 * An event of the association (a meeting, a conference, a training day): `title`, `date` and
 * `endDate` (`YYYY-MM-DD`), `startTime` and `endTime` (`HH:MM`, Lusaka time, or `null`), `venue`,
 * `description` and `picture`.
 */
export type EventEntry = WireSchemas['EventEntry'];

/** What an editor sends to create an event; `{ title, date, venue }` is enough. */
export type NewEventEntry = EditorInput<WireSchemas['NewEventEntry']>;

/** An edit of an event: the fields to change, and the `version` that was read. */
export type EventEntryUpdate = EditorInput<WireSchemas['EventEntryUpdate']>;

/** Parameters of the events list. */
export interface EventListParams extends EntryListParams {
  /**
   * By Zambia's clock: `upcoming` (not yet ended, by start, so an event under way comes first: an
   * event ends at its end time on its last day, or at the end of that day in Lusaka when it has no
   * end time), `past` (ended, latest first) or `all`.
   * @default 'all'
   */
  when?: 'upcoming' | 'past' | 'all';
}
