import { ConflictError } from '@coaz/api-client';
import { type QueryKey, type UseQueryResult, useMutation, useQuery } from '@tanstack/react-query';
import type { SavedRevision } from './revision-list';

/**
 * What {@link useRevisionHistory} needs of a record's history (an entry's, a notice's, the site
 * settings'). `R` is a listed revision; `T` what Restore takes (a revision, or the settings' own
 * 'original'); `S` the record as the server answers a restore.
 */
export interface RevisionHistoryOptions<R extends SavedRevision, T, S> {
  /** The React Query key of the record's list of revisions. */
  queryKey: QueryKey;
  /** Reads the record's saved versions, newest first, as the API lists them. */
  listRevisions: () => Promise<R[]>;
  /** The record's version when the history opened (the studio's copy of it). */
  openedVersion: number;
  /**
   * Saves `target` as the newest version over `version`, the one the studio knows to be current;
   * the server refuses with a {@link ConflictError} (409) when someone saved since.
   */
  restore: (target: T, version: number) => Promise<S>;
  /**
   * Called once a restore is saved, with the record as restored (a new version). A returned
   * promise keeps the restore pending (its buttons waiting) until it settles.
   */
  onRestored: (restored: S, target: T) => void | Promise<void>;
  /**
   * The sentence that says someone else saved since the history opened, in this history's words
   * ("Someone else saved this notice while its history was open."); what to do next follows it.
   */
  savedMeanwhile: string;
}

/** What {@link useRevisionHistory} gives a history panel (`RevisionPanel` and `RevisionList`). */
export interface RevisionHistory<R extends SavedRevision, T> {
  /** The saved versions, as read from the server (again after a refused restore). */
  revisions: UseQueryResult<R[]>;
  /**
   * The record's version now: the one the history was opened on, or a newer one its list holds
   * once read again after someone else saved (each save writes a version to the list). It is the
   * version a restore is saved over, and the one listed without a Restore button.
   */
  currentVersion: number;
  restore: (target: T) => void;
  /** A restore is under way: every Restore button waits. */
  restoring: boolean;
  /** Why the last restore failed, a refusal after another save said in the history's words. */
  restoreError: Error | null;
}

/**
 * The listing and restoring every studio history shares. A restore is saved over the version the
 * studio knows; when someone else saved meanwhile the server refuses it (409), and the list is read
 * again, so the editor sees their version and a second Restore goes over it. Before, the list
 * stayed as opened and every press was refused again. What differs (wording, what a version
 * changed, what follows a restore) stays with each panel.
 */
export function useRevisionHistory<R extends SavedRevision, T, S>({
  queryKey,
  listRevisions,
  openedVersion,
  restore,
  onRestored,
  savedMeanwhile,
}: RevisionHistoryOptions<R, T, S>): RevisionHistory<R, T> {
  const revisions = useQuery({ queryKey, queryFn: listRevisions });
  const currentVersion = Math.max(openedVersion, revisions.data?.[0]?.version ?? 0);
  const mutation = useMutation({
    mutationFn: (target: T) => restore(target, currentVersion),
    onSuccess: (restored, target) => onRestored(restored, target),
    onError: (error) => {
      if (error instanceof ConflictError) void revisions.refetch();
    },
  });
  const restoreError =
    mutation.error instanceof ConflictError
      ? new Error(
          `${savedMeanwhile} Their version is now the newest below; press Restore again to bring back the earlier one over it.`,
        )
      : mutation.error;
  return {
    revisions,
    currentVersion,
    restore: mutation.mutate,
    restoring: mutation.isPending,
    restoreError,
  };
}
