/** Where an entry stands: a draft is seen by editors only; a published entry shows publicly. */
export type EntryStatus = 'draft' | 'published';

/**
 * A picture of an entry: an upload address (`/api/uploads/...`) or an `https:` URL, its text
 * alternative and its focal point, so a crop keeps the subject in view.
 */
export interface Picture {
  /** `/api/uploads/...` (from `contents.uploadImage`) or an `https:` URL. */
  url: string;
  /** What the picture shows, for people who cannot see it; `''` for a decorative picture. */
  alt: string;
  /** Horizontal focal point in percent of the width, 0 to 100. @default 50 */
  focusX: number;
  /** Vertical focal point in percent of the height, 0 to 100. @default 50 */
  focusY: number;
}

/** A picture as an editor sends it: the text alternative and focal point may be left out. */
export interface PictureInput {
  url: string;
  /** @default '' */
  alt?: string;
  /** @default 50 */
  focusX?: number;
  /** @default 50 */
  focusY?: number;
}

/** The fields every entry of every collection has. */
export interface EntryState {
  /** Serial number within its collection. */
  id: number;
  status: EntryStatus;
  /**
   * When a published entry starts showing (ISO 8601); `null` shows it at once. An entry with a
   * future `publishAt` is "scheduled".
   */
  publishAt: string | null;
  /** Grows by one on every save; an update sends the version it read and gets 409 when stale. */
  version: number;
  /** When it was first saved (ISO 8601). */
  createdAt: string;
  /** When it was last saved (ISO 8601). */
  updatedAt: string;
}

/** The workflow fields an editor may send with a create or an update. */
export interface EntryWorkflowInput {
  /** @default 'published' on create; unchanged on update */
  status?: EntryStatus;
  /** ISO 8601 date-time, or `null` to show at once. @default null on create */
  publishAt?: string | null;
}

/** One page of a list; pass `nextCursor` back as `cursor` for the next page (`null` at the end). */
export interface EntryPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** A saved state of an entry, from its revision history. */
export interface Revision<T> {
  /** Serial number of the revision within the entry; pass it to `restore`. */
  revision: number;
  /** The entry's version that this revision saved. */
  version: number;
  /** When it was saved (ISO 8601). */
  savedAt: string;
  /** Username of the editor who saved it; `null` for the first seed. */
  savedBy: string | null;
  /** The entry as it was saved. */
  entry: T;
}

/** Which state filter the studio list applies: `scheduled` is published with a future `publishAt`. */
export type StudioStatusFilter = 'draft' | 'published' | 'scheduled';

/** Paging and studio parameters every collection's list takes. */
export interface EntryListParams {
  /** Entries per page, 1 to 100. @default 20 */
  limit?: number;
  /** The previous page's `nextCursor`. */
  cursor?: string;
  /**
   * `'studio'` lists every entry (drafts and scheduled ones too) and needs an editor's login;
   * without it, published entries only.
   */
  view?: 'studio';
  /** Text search (studio view only). */
  q?: string;
  /** State filter (studio view only). */
  status?: StudioStatusFilter;
}

/** Options of `get`: `view: 'studio'` reads a draft or scheduled entry (editors only), as a preview does. */
export interface EntryReadOptions {
  view?: 'studio';
  signal?: AbortSignal;
}
