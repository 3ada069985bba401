import { useCurrentUser } from '@coaz/api-client/react';
import { useEffect, useRef, useState } from 'react';
import type { CollectionSpec } from './collections';
import type { FormValues } from './field-spec';
import { keptDraftOf, watchUnsavedDraft } from './kept-drafts';
import type { PublicationChoice } from './publication';

/** The form as text, to tell whether anything changed; a chosen file counts by its name and size. */
export function formSnapshot(values: FormValues, choice: PublicationChoice | undefined): string {
  return JSON.stringify({ values, choice }, (_key, value: unknown) =>
    value instanceof File ? `file:${value.name}:${value.size}` : value,
  );
}

/**
 * What a kept form says of its collection: a studio collection's spec, or the notices' own
 * (`{ name: 'notices', singular: 'notice', fields: [{ name: 'title' }] }`).
 */
export type KeptFormSpec = Pick<CollectionSpec, 'singular'> & {
  name: string;
  /** The form's fields; the first names the entry. */
  fields: readonly { name: string }[];
};

/** What {@link useKeptOnSessionEnd} watches. */
export interface KeptFormState {
  spec: KeptFormSpec;
  /** The entry as opened (or as reloaded after a conflict); none for a new one. */
  base: { id: number } | undefined;
  values: FormValues;
  /** The publication chosen; none for the notices. */
  choice?: PublicationChoice | undefined;
  /** The form holds a draft restored after a login: unsaved however little is changed since. */
  restored: boolean;
}

/**
 * Makes an open form's unsaved text keepable when the session ends (`SiteProviders` then keeps it
 * in session storage and sends the editor to log in again). A form nobody changed leaves nothing.
 */
export function useKeptOnSessionEnd(state: KeptFormState): void {
  const { data: member } = useCurrentUser();
  const [pristine] = useState(() => formSnapshot(state.values, state.choice));
  const latest = useRef({ ...state, username: member?.username ?? null });
  useEffect(() => {
    latest.current = { ...state, username: member?.username ?? null };
  });
  useEffect(
    () =>
      watchUnsavedDraft(() => {
        const { spec, base, values, choice, restored, username } = latest.current;
        if (!restored && formSnapshot(values, choice) === pristine) return undefined;
        return keptDraftOf({
          section: spec.name,
          singular: spec.singular,
          entry: base,
          titleField: spec.fields[0]?.name,
          values,
          choice,
          username,
        });
      }),
    [pristine],
  );
}
