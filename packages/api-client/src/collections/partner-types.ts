// The partners collection's wire contract, as the server's OpenAPI document describes it.
import type { EditorInput } from '../internal/editor-input';
import type { WireSchemas } from '../wire/wire-types';

/**
 * An organisation the association works with: `name`, `description`, `logo`, `url` (its website,
 * or `null`) and `order` (lowest first; ties sort by name).
 */
export type Partner = WireSchemas['Partner'];

/** What an editor sends to add a partner; `{ name, description }` is enough. */
export type NewPartner = EditorInput<WireSchemas['NewPartner']>;

/** An edit of a partner: the fields to change, and the `version` that was read. */
export type PartnerUpdate = EditorInput<WireSchemas['PartnerUpdate']>;
