import type {
  EntryListParams,
  EntryState,
  EntryWorkflowInput,
  Picture,
  PictureInput,
} from './entry-types';

/** An event of the association: a meeting, a conference, a training day. */
export interface EventEntry extends EntryState {
  title: string;
  /** First day, `YYYY-MM-DD`. */
  date: string;
  /** Last day of a multi-day event, `YYYY-MM-DD`, or `null`. */
  endDate: string | null;
  /** `HH:MM` (Zambia time), or `null`. */
  startTime: string | null;
  /** `HH:MM` (Zambia time), or `null`. */
  endTime: string | null;
  venue: string;
  /** Plain text, or `null`. */
  description: string | null;
  picture: Picture | null;
}

/** What an editor sends to create an event; `{ title, date, venue }` is enough. */
export interface NewEventEntry extends EntryWorkflowInput {
  title: string;
  date: string;
  venue: string;
  endDate?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  description?: string | null;
  picture?: PictureInput | null;
}

/** An edit of an event: the fields to change, and the `version` that was read. */
export interface EventEntryUpdate extends Partial<NewEventEntry> {
  version: number;
}

/** Parameters of the events list. */
export interface EventListParams extends EntryListParams {
  /**
   * By Zambia's date: `upcoming` (last day today or later, soonest first), `past` (latest first)
   * or `all`.
   * @default 'all'
   */
  when?: 'upcoming' | 'past' | 'all';
}
