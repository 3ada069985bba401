import type { EntryState } from '@coaz/api-client';
import { Alert, Button } from '@coaz/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { busyButtonProps } from './busy-button-props';
import type { CollectionSpec } from './collections';
import {
  backAlreadyAnnouncement,
  isPutBackAlready,
  putBackAnnouncement,
} from './put-back-announcement';
import type { StudioAnnouncement } from './save-wording';
import type { CollectionName } from './studio-api';
import { useCollectionClient } from './use-studio-entries';

/** Props of {@link UndoDelete}. */
export interface UndoDeleteProps<K extends CollectionName> {
  spec: CollectionSpec<K>;
  /** The entry as it was saved just before it was deleted. */
  deleted: EntryState;
  onUndone: (message: StudioAnnouncement) => void;
}

/**
 * Puts a just-deleted entry back, as it stood: the server keeps a deleted entry, and its put-back
 * brings back the same one, under its id (so an address already shared, `/news?article=16`,
 * works again), with its fields, publication (published, draft or scheduled; a schedule that came
 * due meanwhile is published) and history; the audit log says it was put back. A delete is the
 * one studio action nothing else undoes (a save has its history and Restore), and the Delete
 * button sits beside Edit on a phone.
 */
export function UndoDelete<K extends CollectionName>({
  spec,
  deleted,
  onUndone,
}: UndoDeleteProps<K>) {
  const collection = useCollectionClient(spec.name);
  const title = spec.titleOf(deleted as never);
  const undo = useMutation({
    // The version read just before the delete: the server puts back only the entry deleted at it.
    mutationFn: () => collection.putBack(deleted.id, deleted.version),
    onSuccess: (restored) => onUndone(putBackAnnouncement(spec, title, restored)),
    // Another editor pressed Undo first: what this editor wanted is done, so it is said as done
    // (and the list read again), not as "was not put back".
    onError: (error) => {
      if (isPutBackAlready(error)) onUndone(backAlreadyAnnouncement(title));
    },
  });
  const refused = undo.isError && !isPutBackAlready(undo.error);
  return (
    <div className="button-row">
      <Button variant="secondary" {...busyButtonProps(undo.isPending, () => undo.mutate())}>
        {undo.isPending ? 'Putting it back…' : `Undo: put “${title}” back`}
      </Button>
      {refused ? (
        <Alert tone="error" title={`The ${spec.singular} was not put back`}>
          {undo.error.message}
        </Alert>
      ) : null}
    </div>
  );
}
