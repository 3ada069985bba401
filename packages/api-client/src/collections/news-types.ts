// The news collection's wire contract, as the server's OpenAPI document describes it.
import type { EditorInput } from '../internal/editor-input';
import type { WireSchemas } from '../wire/wire-types';

/**
 * A news item on the website's news page and home page: `title` and `body` (plain text,
 * paragraphs separated by blank lines; render as text, never as HTML), `date` (`YYYY-MM-DD`,
 * lists show the newest first), `datePrecision` (how much of `date` to show: `'day'`, `'month'`
 * ("October 2024", never the 1st it is stored as), `'year'`, or `'undated'`: show no date), `tag` (a short topic label such as "Conference", or `null`) and
 * `picture`, with the {@link EntryState} every entry has.
 */
export type NewsItem = WireSchemas['NewsItem'];

/** What an editor sends to create a news item; `{ title, body, date }` is enough. */
export type NewNewsItem = EditorInput<WireSchemas['NewNewsItem']>;

/** An edit of a news item: the fields to change, and the `version` that was read. */
export type NewsItemUpdate = EditorInput<WireSchemas['NewsItemUpdate']>;
