import { Button } from '@coaz/ui-kit';
import type { ReactNode } from 'react';
import { formatMoment } from '../dates/format-date';
import { busyButtonProps } from './busy-button-props';

/** What the list shows of a saved version: the revision lists of entries and settings alike. */
export interface SavedRevision {
  /** Serial number of the revision; the one to restore. */
  revision: number;
  /** The version this revision saved. */
  version: number;
  /** When it was saved (ISO 8601), shown in Lusaka time. */
  savedAt: string;
  /** Who saved it; `null` for what the site shipped with. */
  savedBy: string | null;
}

/** Props of {@link RevisionList}. */
export interface RevisionListProps<R extends SavedRevision> {
  /** Newest first, as the API lists them. */
  revisions: readonly R[];
  /** The version shown now, which has no Restore button. */
  currentVersion: number;
  /** What the revision held, after "Version N: " (“Title”, published). */
  summarize: (revision: R, index: number) => ReactNode;
  onRestore: (revision: R) => void;
  /** A restore is under way: the buttons wait. */
  restoring: boolean;
}

/**
 * Saved versions, newest first, each named by its version: the record's own count of saves (1, 2,
 * 3), where the revision's number counts the saves of every record and would start a record's
 * history at 18. Each with when (Lusaka time, the site's date format) and by whom,
 * and a Restore button except on the version shown now. The history of an entry and of the site
 * settings both draw it, so they read alike.
 */
export function RevisionList<R extends SavedRevision>({
  revisions,
  currentVersion,
  summarize,
  onRestore,
  restoring,
}: RevisionListProps<R>) {
  return (
    <ol className="studio-revisions">
      {revisions.map((revision, index) => (
        <li key={revision.revision} className="studio-revisions__item">
          <p>
            <strong>Version {revision.version}</strong>: {summarize(revision, index)}. Saved{' '}
            {formatMoment(revision.savedAt)}
            {revision.savedBy ? ` by ${revision.savedBy}` : ''}.
          </p>
          {revision.version === currentVersion ? (
            <p className="studio-revisions__current">This is the version shown now.</p>
          ) : (
            <Button
              variant="secondary"
              {...busyButtonProps(restoring, () => onRestore(revision))}
              aria-label={`Restore version ${revision.version}`}
            >
              Restore
            </Button>
          )}
        </li>
      ))}
    </ol>
  );
}
