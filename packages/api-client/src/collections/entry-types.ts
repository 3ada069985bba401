import type { WireSchemas } from '../wire/wire-types';

/** Where an entry stands: a draft is seen by editors only; a published entry shows publicly. */
export type EntryStatus = 'draft' | 'published';

/**
 * A picture of an entry: `url` (an upload address `/api/uploads/...` from `contents.uploadImage`,
 * or an `https:` URL), `alt` (what it shows, for people who cannot see it; `''` for a decorative
 * picture) and its focal point `focusX`/`focusY` in percent, 0 to 100 (50 by default), so a crop
 * keeps the subject in view.
 */
export type Picture = NonNullable<WireSchemas['Picture']>;

/**
 * A picture as an editor sends it: `url`; the text alternative (`''` by default) and the focal
 * point (50, 50 by default) may be left out.
 */
export type PictureInput = NonNullable<WireSchemas['PictureInput']>;

/** The fields every entry of every collection has. */
export interface EntryState {
  /** Serial number within its collection. */
  id: number;
  /** 'draft' (editors only) or 'published' (public once `publishAt` has passed). */
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
  /** This page of entries, in the list's order. */
  items: T[];
  /** Pass it as `cursor` for the next page; `null` on the last page. */
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
  /** `'studio'` reads drafts and scheduled entries too (editors only; 401 or 403 otherwise). */
  view?: 'studio';
  /** Aborts the call; it then rejects with the signal's reason. */
  signal?: AbortSignal;
}
