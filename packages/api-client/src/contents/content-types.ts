import type { EditorInput } from '../internal/editor-input';
import type { WireRequestBody, WireSchemas } from '../wire/wire-types';

/**
 * A news or notice entry that association staff publish on the website (the OpenAPI document's
 * `ContentEntry`): `title` and `body` are plain text (render them as text, never as HTML),
 * `imageUrl` is the picture's address or `null`, `imageAlt` what the picture shows for visitors
 * who cannot see it (`''` when it is decorative: render it as `alt=""`), `showUntil` the last day
 * (`YYYY-MM-DD`, Zambia's calendar, inclusive) the public sees it or `null` for no end (past it the
 * public lists leave it out; an editor's login still lists it), `createdAt`/`updatedAt` are ISO
 * 8601, and `version` grows by one on every save and goes back with an edit to catch concurrent
 * changes.
 */
export type ContentEntry = WireSchemas['ContentEntry'];

/** Identifier of a content entry. */
export type ContentEntryId = ContentEntry['id'];

/**
 * What staff write to create an entry (`imageUrl` and `showUntil` default to `null`, `imageAlt` to
 * `''`). Any other field is refused with 400 (`validation_failed`, naming it): notices have no
 * drafts. A `showUntil` before the day of publication is refused with 400 too.
 */
export type NewContentEntry = EditorInput<WireRequestBody<'/api/contents', 'post'>>;

/**
 * An edit of an entry: the new text and the `version` that was read before editing; a newer
 * version on the server means 409. It replaces the entry: a `showUntil` left out is cleared.
 */
export type ContentEntryUpdate = EditorInput<WireRequestBody<'/api/contents/{id}', 'put'>>;
