import { ConflictError, type EntryState, type Revision } from '@coaz/api-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CollectionSpec } from './collections';
import { stateLabel } from './entry-list';
import { changesSaid, PUBLICATION_FIELDS } from './revision-changes';
import { RevisionList } from './revision-list';
import { RevisionPanel } from './revision-panel';
import { restoredMessage, type StudioAnnouncement } from './save-wording';
import type { CollectionName } from './studio-api';
import { studioKey, useCollectionClient } from './use-studio-entries';

/** Props of {@link RevisionHistory}. */
export interface RevisionHistoryProps<K extends CollectionName> {
  spec: CollectionSpec<K>;
  entry: EntryState;
  /** Called with the entry as restored (a new version). */
  onRestored: (entry: EntryState, message: StudioAnnouncement) => void;
  onClose: () => void;
}

/**
 * What a version changed against the one before it ("; changed “Tag” and “Text”"), or "; added"
 * for the first ("; as the site was set up" for one no editor saved); nothing for the oldest one listed when older ones are not (the list stops at 200).
 */
export function entryChanges<K extends CollectionName>(
  spec: CollectionSpec<K>,
  revisions: readonly Revision<unknown>[],
  index: number,
): string {
  const revision = revisions[index];
  if (!revision) return '';
  // Saved by no one: the server's record of an entry the site was set up with, kept at its first
  // save in the studio. "Added" would credit an editor with it.
  if (revision.savedBy === null) return '; as the site was set up';
  if (revision.version === 1) return '; added';
  const before = revisions[index + 1];
  if (!before || before.version !== revision.version - 1) return '';
  const fields = [...spec.fields, ...PUBLICATION_FIELDS];
  return `; ${changesSaid(revision.entry as object, before.entry as object, fields)}`;
}

/**
 * One version's line: its title, where it stood and what it changed. Only the state's first
 * letter is lowered ("scheduled for 10 January 2099"), never the month it names.
 */
export function revisionSummary<K extends CollectionName>(
  spec: CollectionSpec<K>,
  revisions: readonly Revision<unknown>[],
  index: number,
): string {
  const revision = revisions[index];
  if (!revision) return '';
  const state = stateLabel(revision.entry as EntryState);
  return `“${spec.titleOf(revision.entry as never)}”, ${state.charAt(0).toLowerCase()}${state.slice(1)}${entryChanges(spec, revisions, index)}`;
}

/** Every saved version of an entry, newest first, each with who saved it and a Restore button. */
export function RevisionHistory<K extends CollectionName>({
  spec,
  entry,
  onRestored,
  onClose,
}: RevisionHistoryProps<K>) {
  const collection = useCollectionClient(spec.name);
  const title = spec.titleOf(entry as never);
  const query = useQuery({
    queryKey: [...studioKey(spec.name), 'revisions', entry.id],
    queryFn: () => collection.revisions(entry.id),
  });
  // The entry's version now: the one the history was opened on, or a newer one its list holds
  // once read again after someone else saved (each save writes a version to the list).
  const current = Math.max(entry.version, query.data?.[0]?.version ?? 0);
  const restore = useMutation({
    mutationFn: (revision: Revision<unknown>) =>
      collection.restore(entry.id, revision.revision, current),
    onSuccess: (restored, revision) =>
      onRestored(
        restored,
        restoredMessage(revision.version, restored, spec.notShownBecause?.(restored as never)),
      ),
    // Someone saved since the history opened: their version is read into the list, so the editor
    // sees it and a second Restore goes over it. Before, the list stayed as opened, every press was
    // refused again, and 'Reload it' named nothing on the screen to do so.
    onError: (error) => {
      if (error instanceof ConflictError) void query.refetch();
    },
  });
  const restoreError =
    restore.error instanceof ConflictError
      ? new Error(
          `Someone else saved this ${spec.singular} while its history was open. Their version is now the newest below; press Restore again to bring back the earlier one over it.`,
        )
      : restore.error;
  return (
    <RevisionPanel
      headingId={`history-${entry.id}`}
      heading={`History of “${title}”`}
      // Each version is listed as published or a draft, which reads as what a restore brings
      // back; the server keeps the entry's publication as it is (`restoredMessage`).
      intro={
        <p>
          Restore brings back a version’s words and pictures; whether the {spec.singular} is on the
          site stays as it is now.
        </p>
      }
      revisions={query}
      restoreError={restoreError}
      onClose={onClose}
    >
      {(revisions) =>
        // An entry the site was set up with has no revision until its first save in the studio.
        revisions.length === 0 ? (
          <p>
            No saved versions yet: this {spec.singular} is as the site was set up with it. Each save
            from now on is listed here.
          </p>
        ) : (
          <RevisionList
            revisions={revisions}
            currentVersion={current}
            summarize={(_revision, index) => revisionSummary(spec, revisions, index)}
            onRestore={(revision) => restore.mutate(revision)}
            restoring={restore.isPending}
          />
        )
      }
    </RevisionPanel>
  );
}
