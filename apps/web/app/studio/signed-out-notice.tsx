import { Alert } from '@coaz/ui-kit';
import { useEffect, useState } from 'react';
import { type KeptDraft, readKeptDrafts } from './kept-drafts';

/**
 * The newest draft a studio form kept when the session ended, read once the page runs (session
 * storage is the browser's: prerendered HTML cannot know it): `undefined` until then, `null` when
 * nothing was kept.
 */
export function useKeptDraft(): KeptDraft | null | undefined {
  const [draft, setDraft] = useState<KeptDraft | null>();
  useEffect(() => setDraft(readKeptDrafts()[0] ?? null), []);
  return draft;
}

/** "the new event “Kabwe conference”" or "your changes to the event “Kabwe conference”". */
function whatWasTyped(draft: KeptDraft): string {
  const name = draft.title ? ` “${draft.title}”` : '';
  return draft.entryId === null
    ? `the new ${draft.singular}${name}`
    : `your changes to the ${draft.singular}${name}`;
}

/** Says which chosen files could not be kept, or nothing when none were. */
export function DroppedFilesNote({ files }: { files: readonly string[] }) {
  if (files.length === 0) return null;
  const names = files.map((name) => `“${name}”`).join(', ');
  return files.length === 1 ? (
    <p>The picture you had chosen, {names}, could not be kept: choose it again before saving.</p>
  ) : (
    <p>The pictures you had chosen, {names}, could not be kept: choose them again before saving.</p>
  );
}

/** Props of {@link SignedOutNotice}. */
export interface SignedOutNoticeProps {
  /** What a studio form kept, if anything. */
  draft?: KeptDraft | null | undefined;
  /**
   * Announce it as a live region. Set `false` where it is said another way, such as the
   * description of the heading that takes the cursor.
   * @default true
   */
  live?: boolean;
}

/** Tells an editor on the login page that they were signed out, and what was kept for them. */
export function SignedOutNotice({ draft, live = true }: SignedOutNoticeProps) {
  return (
    <Alert tone="warning" title="You were signed out" live={live}>
      {draft ? (
        <>
          <p>
            {draft.unsavedNote ?? `Your session ended before ${whatWasTyped(draft)} was saved.`}{' '}
            What you typed is kept in this browser tab: log in again and it is back in the form,
            ready to save.
          </p>
          <DroppedFilesNote files={draft.droppedFiles} />
        </>
      ) : (
        <p>Your session ended. Log in again to go on.</p>
      )}
    </Alert>
  );
}
