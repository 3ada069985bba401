import type { EntryState, Revision } from '@coaz/api-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CollectionSpec } from './collections';
import { stateLabel } from './entry-list';
import { RevisionList } from './revision-list';
import { RevisionPanel } from './revision-panel';
import type { CollectionName } from './studio-api';
import { studioKey, useCollectionClient } from './use-studio-entries';

/** Props of {@link RevisionHistory}. */
export interface RevisionHistoryProps<K extends CollectionName> {
  spec: CollectionSpec<K>;
  entry: EntryState;
  /** Called with the entry as restored (a new version). */
  onRestored: (entry: EntryState, message: string) => void;
  onClose: () => void;
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
  const restore = useMutation({
    mutationFn: (revision: Revision<unknown>) =>
      collection.restore(entry.id, revision.revision, entry.version),
    onSuccess: (restored, revision) => onRestored(restored, `Version ${revision.version} restored`),
  });
  return (
    <RevisionPanel
      headingId={`history-${entry.id}`}
      heading={`History of “${title}”`}
      revisions={query}
      restoreError={restore.error}
      onClose={onClose}
    >
      {(revisions) => (
        <RevisionList
          revisions={revisions}
          currentVersion={entry.version}
          summarize={(revision) =>
            `“${spec.titleOf(revision.entry as never)}”, ${stateLabel(revision.entry).toLowerCase()}`
          }
          onRestore={(revision) => restore.mutate(revision)}
          restoring={restore.isPending}
        />
      )}
    </RevisionPanel>
  );
}
