import { Alert, Button, Spinner } from '@coaz/ui-kit';
import { useQuery } from '@tanstack/react-query';
import type { CollectionSpec } from './collections';
import { EntryPreview } from './entry-preview';
import { escapeCloses } from './escape-closes';
import type { CollectionName } from './studio-api';
import { useOpenInView } from './use-open-in-view';
import { studioKey, useCollectionClient } from './use-studio-entries';

/** Props of {@link PreviewPanel}. */
export interface PreviewPanelProps<K extends CollectionName> {
  spec: CollectionSpec<K>;
  /** A saved entry to load as editors see it (`view=studio`, drafts too)... */
  entryId?: number | undefined;
  /** ...or the typed, unsaved entry. */
  draft?: Record<string, unknown> | undefined;
  onClose: () => void;
}

/**
 * An entry as visitors will see it, with a note of what it is a preview of. Escape anywhere in it
 * closes it, as it closes History and the delete question (`escapeCloses`), unless something
 * inside used the key; `onClose` puts the cursor back on the Preview button that opened it.
 */
export function PreviewPanel<K extends CollectionName>({
  spec,
  entryId,
  draft,
  onClose,
}: PreviewPanelProps<K>) {
  const collection = useCollectionClient(spec.name);
  const panelRef = useOpenInView<HTMLElement>(entryId ?? draft);
  const query = useQuery({
    queryKey: [...studioKey(spec.name), 'entry', entryId],
    queryFn: () => collection.get(entryId as number, { view: 'studio' }),
    enabled: entryId !== undefined && !draft,
  });
  const entry = draft ?? (query.data as Record<string, unknown> | undefined);
  return (
    <section
      ref={panelRef}
      className="studio-panel"
      aria-label="Preview"
      onKeyDown={escapeCloses(onClose)}
    >
      <h3>Preview</h3>
      <p className="coaz-field__hint">
        {draft ? 'What you typed, not yet saved,' : 'The saved version,'} drawn as the public pages
        draw it.
      </p>
      {entry ? (
        <EntryPreview collection={spec.name} entry={entry} />
      ) : query.isError ? (
        <Alert tone="error" title="The preview could not be loaded">
          {query.error.message}
        </Alert>
      ) : (
        <Spinner label="Loading the preview…" showLabel />
      )}
      <Button variant="secondary" onClick={onClose}>
        Close the preview
      </Button>
    </section>
  );
}
