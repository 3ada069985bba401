import type { EntryState, Revision } from '@coaz/api-client';
import type { CollectionSpec } from './collections';
import { stateLabel } from './entry-list';
import { changesSaid, PUBLICATION_FIELDS } from './revision-changes';
import { RevisionList } from './revision-list';
import { RevisionPanel } from './revision-panel';
import { restoredMessage, type StudioAnnouncement } from './save-wording';
import type { CollectionName } from './studio-api';
import { useRevisionHistory } from './use-revision-history';
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
  const history = useRevisionHistory({
    queryKey: [...studioKey(spec.name), 'revisions', entry.id],
    listRevisions: () => collection.revisions(entry.id),
    openedVersion: entry.version,
    restore: (revision: Revision<unknown>, version) =>
      collection.restore(entry.id, revision.revision, version),
    onRestored: (restored, revision) =>
      onRestored(
        restored,
        restoredMessage(revision.version, restored, spec.notWhereExpected?.(restored as never)),
      ),
    savedMeanwhile: `Someone else saved this ${spec.singular} while its history was open.`,
  });
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
      revisions={history.revisions}
      restoreError={history.restoreError}
      // An entry the site was set up with has no revision until its first save in the studio.
      noRevisions={
        <p>
          No saved versions yet: this {spec.singular} is as the site was set up with it. Each save
          from now on is listed here.
        </p>
      }
      onClose={onClose}
    >
      {(revisions) => (
        <RevisionList
          revisions={revisions}
          currentVersion={history.currentVersion}
          summarize={(_revision, index) => revisionSummary(spec, revisions, index)}
          onRestore={history.restore}
          restoring={history.restoring}
        />
      )}
    </RevisionPanel>
  );
}
