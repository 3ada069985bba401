import type { EntryState } from '@coaz/api-client';
import { Alert, Button } from '@coaz/ui-kit';
import { useMutation } from '@tanstack/react-query';
import type { CollectionSpec } from './collections';
import type { CollectionName } from './studio-api';
import { useOpenInView } from './use-open-in-view';
import { useCollectionClient } from './use-studio-entries';

/** Props of {@link ConfirmDelete}. */
export interface ConfirmDeleteProps<K extends CollectionName> {
  spec: CollectionSpec<K>;
  entry: EntryState;
  onDeleted: (message: string) => void;
  onCancel: () => void;
}

/** Asks once more before an entry is deleted; a draft may be the safer choice, so it says so. */
export function ConfirmDelete<K extends CollectionName>({
  spec,
  entry,
  onDeleted,
  onCancel,
}: ConfirmDeleteProps<K>) {
  const collection = useCollectionClient(spec.name);
  const panelRef = useOpenInView<HTMLElement>(entry.id);
  const title = spec.titleOf(entry as never);
  const remove = useMutation({
    mutationFn: () => collection.remove(entry.id),
    onSuccess: () => onDeleted(`“${title}” deleted`),
  });
  return (
    <section ref={panelRef} className="studio-panel" aria-label="Confirm deletion">
      <p>
        Delete “{title}”? It leaves the site and the studio. To hide it but keep it, edit it and
        choose Draft instead.
      </p>
      {remove.isError ? (
        <Alert tone="error" title={`The ${spec.singular} was not deleted`}>
          {remove.error.message}
        </Alert>
      ) : null}
      <div className="button-row">
        <Button onClick={() => remove.mutate()} disabled={remove.isPending}>
          {remove.isPending ? 'Deleting…' : 'Yes, delete'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={remove.isPending}>
          Keep it
        </Button>
      </div>
    </section>
  );
}
