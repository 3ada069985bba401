import type { EntryState } from '@coaz/api-client';
import { Alert, Button } from '@coaz/ui-kit';
import { useMutation } from '@tanstack/react-query';
import { serverNow } from '../api/server-clock';
import { busyButtonProps } from './busy-button-props';
import type { CollectionSpec } from './collections';
import { type StudioAnnouncement, savedMessage } from './save-wording';
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
 * Puts a just-deleted entry back, as it stood: its fields and its publication (published, draft
 * or scheduled). A delete is the one studio action nothing else undoes (a save has its history and
 * Restore), and the Delete button sits beside Edit on a phone. The entry comes back as a new one:
 * a new address and no history, since the server keeps no deleted rows to bring back.
 */
export function UndoDelete<K extends CollectionName>({
  spec,
  deleted,
  onUndone,
}: UndoDeleteProps<K>) {
  const collection = useCollectionClient(spec.name);
  const title = spec.titleOf(deleted as never);
  const undo = useMutation({
    mutationFn: () => {
      // What the server sets (and refuses in a new entry: the version) is left out.
      const { id: _id, version: _version, createdAt: _c, updatedAt: _u, ...fields } = deleted;
      // A schedule that came due is now simply published: sent as such, so the line after
      // the undo does not call a live entry "scheduled" for a time gone by.
      const due =
        fields.publishAt !== null && Date.parse(fields.publishAt) <= serverNow().getTime();
      return collection.create(due ? { ...fields, publishAt: null } : fields);
    },
    onSuccess: (restored) => {
      const standing = savedMessage(undefined, restored, spec.notShownBecause?.(restored as never));
      onUndone({ ...standing, text: `“${title}” is back. ${standing.text}` });
    },
  });
  return (
    <div className="button-row">
      <Button variant="secondary" {...busyButtonProps(undo.isPending, () => undo.mutate())}>
        {undo.isPending ? 'Putting it back…' : `Undo: put “${title}” back`}
      </Button>
      {undo.isError ? (
        <Alert tone="error" title={`The ${spec.singular} was not put back`}>
          {undo.error.message}
        </Alert>
      ) : null}
    </div>
  );
}
