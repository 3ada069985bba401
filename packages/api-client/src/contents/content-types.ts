/** Identifier of a content entry, as the content service sends it. */
export type ContentEntryId = string | number;

/** A news or notice entry that association staff publish on the website. */
export interface ContentEntry {
  id: ContentEntryId;
  /** Headline, plain text. */
  title: string;
  /** Body, plain text; render it as text, never as HTML. */
  body: string;
  /** Address of the entry's picture (from `contents.uploadImage`), or `null` for none. */
  imageUrl: string | null;
  /** When it was first saved (ISO 8601). */
  createdAt: string;
  /** When it was last saved (ISO 8601). */
  updatedAt: string;
  /** Grows by one on every save; sent back with an edit to catch concurrent changes. */
  version: number;
}

/** What staff write to create an entry. */
export interface NewContentEntry {
  title: string;
  body: string;
  /** @default null */
  imageUrl?: string | null;
}

/** An edit of an entry: the new text and the `version` that was read before editing. */
export interface ContentEntryUpdate extends NewContentEntry {
  /** The entry's `version` when the editor opened it; a newer one on the server means 409. */
  version: number;
}
