import { useCurrentUser } from '@coaz/api-client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  forgetKeptDraft,
  isKeptFor,
  type KeptDraft,
  keptDraftOf,
  readKeptDrafts,
  watchUnsavedDraft,
} from '../studio/kept-drafts';

/** What {@link useKeptMemberForm} keeps of a member form. */
export interface KeptMemberForm {
  /** The form's name among kept drafts: `payment`, `profile`. */
  section: string;
  /** The fee paid, for the payment; `null` for the profile. */
  entryId: number | null;
  /** What the login says was not saved: "Your session ended before your payment was sent." */
  unsavedNote: string;
  /**
   * What the form holds that is not saved, or `undefined` when nothing is. Text only: never a
   * password or a code, which must be typed again.
   */
  unsaved: () => Record<string, string> | undefined;
}

/** What {@link useKeptMemberForm} gives back. */
export interface KeptMemberFormState {
  /**
   * What this member typed before a session ended, once read: `undefined` while the member is not
   * yet known, `null` when nothing was kept for them.
   */
  restored: KeptDraft | null | undefined;
  /** Lets the kept copy go: it was saved (or sent). */
  forget: () => void;
}

/**
 * A member form's part in the studio's keeping of unsaved text (`studio/kept-drafts.ts`): when the
 * session ends while the form holds unsaved text, `SiteProviders` keeps it in the tab's session
 * storage with who typed it and sends the member to the login, which says so and brings them back
 * here; the form then starts with `restored`, shown to the member who typed it only.
 */
export function useKeptMemberForm(form: KeptMemberForm): KeptMemberFormState {
  const { data: member, isError } = useCurrentUser();
  const username = member?.username;
  const latest = useRef({ ...form, username });
  useEffect(() => {
    latest.current = { ...form, username };
  });

  useEffect(
    () =>
      watchUnsavedDraft(() => {
        const { section, entryId, unsavedNote, unsaved, username } = latest.current;
        const values = unsaved();
        // Kept only for a known member: it is shown after the login to that member alone.
        if (!values || !username) return undefined;
        return {
          ...keptDraftOf({
            section,
            singular: section,
            entry: entryId === null ? undefined : { id: entryId },
            titleField: undefined,
            values,
            username,
          }),
          // The studio's `base` is the entry as opened; a member form reopens from the server.
          base: null,
          // The login takes the member back to this page, query and all (the payment's fee).
          path: `${window.location.pathname}${window.location.search}`,
          unsavedNote,
        };
      }),
    [],
  );

  const { section, entryId } = form;
  const [restored, setRestored] = useState<KeptDraft | null>();
  useEffect(() => {
    if (restored !== undefined) return;
    if (isError || member === null) setRestored(null);
    if (!username) return;
    setRestored(
      readKeptDrafts().find(
        (draft) =>
          draft.section === section && draft.entryId === entryId && isKeptFor(draft, username),
      ) ?? null,
    );
  }, [restored, isError, member, username, section, entryId]);

  const forget = useCallback(() => forgetKeptDraft(section, entryId), [section, entryId]);
  return { restored, forget };
}
