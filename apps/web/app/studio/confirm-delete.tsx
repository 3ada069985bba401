import { ApiError, type EntryState } from '@coaz/api-client';
import { Alert } from '@coaz/ui-kit';
import { useMutation } from '@tanstack/react-query';
import type { CollectionSpec } from './collections';
import { DeletionQuestion } from './deletion-question';
import type { CollectionName } from './studio-api';
import { useOpenInView } from './use-open-in-view';
import { useCollectionClient } from './use-studio-entries';

/** Props of {@link ConfirmDelete}. */
export interface ConfirmDeleteProps<K extends CollectionName> {
  spec: CollectionSpec<K>;
  entry: EntryState;
  /** After the delete: what to say, and the entry as it was just before, for Undo. */
  onDeleted: (message: string, deleted?: EntryState) => void;
  onCancel: () => void;
}

/**
 * Asks once more before an entry is deleted; a draft may be the safer choice, so it says so. The
 * panel takes the cursor, described by its question: named "Confirm deletion" alone, a screen
 * reader said only "Confirm deletion, region", and never what was asked. Escape answers Keep it.
 */
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
    // Read as saved now, not as the list showed it: Undo puts back what was deleted, another
    // editor's later changes included.
    mutationFn: async () => {
      const latest = await collection.get(entry.id, { view: 'studio' });
      await collection.remove(entry.id);
      return latest;
    },
    onSuccess: (latest) => onDeleted(`“${title}” deleted`, latest),
    // Not found: another editor deleted it since the list was read. What the editor wanted is
    // done, so it is said as done (and the list read again), not as "was not deleted".
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) {
        onDeleted(`“${title}” was deleted already, by another editor`);
      }
    },
  });
  const refused =
    remove.isError && !(remove.error instanceof ApiError && remove.error.status === 404);
  return (
    <DeletionQuestion
      containerRef={panelRef}
      deleting={remove.isPending}
      onConfirm={() => remove.mutate()}
      onCancel={onCancel}
      question={
        <>
          Delete “{title}”? It leaves the site and the studio. Undo, offered once it is deleted,
          puts it back as it was, at the same address and with its history; to hide it but keep it,
          edit it and choose Draft instead.
        </>
      }
    >
      {refused ? (
        <Alert tone="error" title={`The ${spec.singular} was not deleted`}>
          {remove.error.message}
        </Alert>
      ) : null}
    </DeletionQuestion>
  );
}
