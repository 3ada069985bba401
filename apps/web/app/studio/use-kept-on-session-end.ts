import type { EntryState } from '@coaz/api-client';
import { useCurrentUser } from '@coaz/api-client/react';
import { useEffect, useRef, useState } from 'react';
import type { CollectionSpec } from './collections';
import type { FormValues } from './field-spec';
import { keptDraftOf, watchUnsavedDraft } from './kept-drafts';
import type { PublicationChoice } from './publication';

/** The form as text, to tell whether anything changed; a chosen file counts by its name and size. */
function snapshot(values: FormValues, choice: PublicationChoice): string {
  return JSON.stringify({ values, choice }, (_key, value: unknown) =>
    value instanceof File ? `file:${value.name}:${value.size}` : value,
  );
}

/** What {@link useKeptOnSessionEnd} watches. */
export interface KeptFormState {
  spec: CollectionSpec;
  /** The entry as opened (or as reloaded after a conflict); none for a new one. */
  base: EntryState | undefined;
  values: FormValues;
  choice: PublicationChoice;
  /** The form holds a draft restored after a login: unsaved however little is changed since. */
  restored: boolean;
}

/**
 * Makes an open form's unsaved text keepable when the session ends (`SiteProviders` then keeps it
 * in session storage and sends the editor to log in again). A form nobody changed leaves nothing.
 */
export function useKeptOnSessionEnd(state: KeptFormState): void {
  const { data: member } = useCurrentUser();
  const [pristine] = useState(() => snapshot(state.values, state.choice));
  const latest = useRef({ ...state, username: member?.username ?? null });
  useEffect(() => {
    latest.current = { ...state, username: member?.username ?? null };
  });
  useEffect(
    () =>
      watchUnsavedDraft(() => {
        const { spec, base, values, choice, restored, username } = latest.current;
        if (!restored && snapshot(values, choice) === pristine) return undefined;
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
