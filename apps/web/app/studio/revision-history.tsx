import type { EntryState } from '@coaz/api-client';
import { Alert, Button, Spinner } from '@coaz/ui-kit';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatMoment } from '../dates/format-date';
import type { CollectionSpec } from './collections';
import { stateLabel } from './entry-list';
import type { CollectionName } from './studio-api';
import { useOpenInView } from './use-open-in-view';
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
  const panelRef = useOpenInView<HTMLElement>(entry.id);
  const title = spec.titleOf(entry as never);
  const query = useQuery({
    queryKey: [...studioKey(spec.name), 'revisions', entry.id],
    queryFn: () => collection.revisions(entry.id),
  });
  const restore = useMutation({
    mutationFn: (revision: number) => collection.restore(entry.id, revision, entry.version),
    onSuccess: (restored, revision) => onRestored(restored, `Revision ${revision} restored`),
  });
  return (
    <section ref={panelRef} className="studio-panel" aria-labelledby={`history-${entry.id}`}>
      <h3 id={`history-${entry.id}`}>History of “{title}”</h3>
      {restore.isError ? (
        <Alert tone="error" title="The revision was not restored">
          {restore.error.message}
        </Alert>
      ) : null}
      {query.isPending ? (
        <Spinner label="Loading the history…" showLabel />
      ) : query.isError ? (
        <Alert tone="error" title="The history could not be loaded">
          {query.error.message}
        </Alert>
      ) : (
        <ol className="studio-revisions">
          {query.data.map((revision) => (
            <li key={revision.revision} className="studio-revisions__item">
              <p>
                <strong>Revision {revision.revision}</strong>: “
                {spec.titleOf(revision.entry as never)}”, {stateLabel(revision.entry).toLowerCase()}
                . Saved {formatMoment(revision.savedAt)}
                {revision.savedBy ? ` by ${revision.savedBy}` : ''}.
              </p>
              {revision.version === entry.version ? (
                <p className="studio-revisions__current">This is the version shown now.</p>
              ) : (
                <Button
                  variant="secondary"
                  onClick={() => restore.mutate(revision.revision)}
                  disabled={restore.isPending}
                  aria-label={`Restore revision ${revision.revision}`}
                >
                  Restore
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      <Button variant="secondary" onClick={onClose}>
        Close the history
      </Button>
    </section>
  );
}
