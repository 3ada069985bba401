import type { EntryState, EntryWorkflowInput, Picture, PictureInput } from './entry-types';

/** A news item on the website's news page and home page. */
export interface NewsItem extends EntryState {
  /** Headline, plain text. */
  title: string;
  /** Text, plain; paragraphs are separated by blank lines. Render as text, never as HTML. */
  body: string;
  /** The day it is dated, `YYYY-MM-DD`; lists show the newest first. */
  date: string;
  /** A short topic label such as "Conference", or `null`. */
  tag: string | null;
  picture: Picture | null;
}

/** What an editor sends to create a news item; `{ title, body, date }` is enough. */
export interface NewNewsItem extends EntryWorkflowInput {
  title: string;
  body: string;
  /** `YYYY-MM-DD` */
  date: string;
  /** @default null */
  tag?: string | null;
  /** @default null */
  picture?: PictureInput | null;
}

/** An edit of a news item: the fields to change, and the `version` that was read. */
export interface NewsItemUpdate extends Partial<NewNewsItem> {
  version: number;
}
