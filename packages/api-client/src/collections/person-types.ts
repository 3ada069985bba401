// The people collection's wire contract, as the server's OpenAPI document describes it; the list
// parameters are the client's own.
import type { EditorInput } from '../internal/editor-input';
import type { WireSchemas } from '../wire/wire-types';
import type { EntryListParams } from './entry-types';

/**
 * Someone who serves the association (an office bearer, a committee member or staff): `name`,
 * `position` (such as "President"), `tenure`, `about`, `qualifications`, `contributions`,
 * `publicationsUrl`, `email`, `photo`, `group` (a governance entry's or a committee's slug from
 * `@coaz/content-data`, or `'employees'`) and `order` within the group, lowest first.
 */
export type Person = WireSchemas['Person'];

/** What an editor sends to add a person; `{ name, position, group }` is enough. */
export type NewPerson = EditorInput<WireSchemas['NewPerson']>;

/** An edit of a person: the fields to change, and the `version` that was read. */
export type PersonUpdate = EditorInput<WireSchemas['PersonUpdate']>;

/** Parameters of the people list. */
export interface PersonListParams extends EntryListParams {
  /** Only the people of this governance entry, committee or `'employees'`. */
  group?: string;
}
