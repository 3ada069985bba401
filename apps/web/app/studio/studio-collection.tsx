import type { EntryState } from '@coaz/api-client';
import { useCurrentUser } from '@coaz/api-client/react';
import { Button } from '@coaz/ui-kit';
import { useEffect, useRef, useState } from 'react';
import type { CollectionSpec } from './collections';
import { ConfirmDelete } from './confirm-delete';
import { DeletedEntries } from './deleted-entries';
import { EntryForm } from './entry-form';
import { EntryList } from './entry-list';
import { withArticle } from './indefinite-article';
import { type KeptDraft, readKeptDrafts } from './kept-drafts';
import { ListFilters, type ListFilterValues } from './list-filters';
import { PreviewPanel } from './preview-panel';
import { putBackAnnouncement } from './put-back-announcement';
import { RevisionHistory } from './revision-history';
import type { StudioAnnouncement } from './save-wording';
import { SavedAnnouncement } from './saved-announcement';
import type { CollectionName } from './studio-api';
import { UndoDelete } from './undo-delete';
import { confirmDiscard } from './unsaved-changes';
import { useDebounced } from './use-debounced';
import { studioKey, useCollectionClient, useRefreshCollection } from './use-studio-entries';

/** What opens above the list. */
type Panel =
  | { kind: 'form'; entry?: EntryState | undefined; restored?: KeptDraft }
  | { kind: 'preview'; entry: EntryState }
  | { kind: 'history'; entry: EntryState }
  | { kind: 'delete'; entry: EntryState };

/** Props of {@link StudioCollection}. */
export interface StudioCollectionProps<K extends CollectionName> {
  spec: CollectionSpec<K>;
}

/**
 * One collection in the studio: add, the filtered list, and for an entry its form, preview or
 * history, opened above the list (one at a time, so a phone shows one thing), or the question of
 * its deletion, in its own line; below the list, what was deleted in the last 30 days, to put back.
 */
export function StudioCollection<K extends CollectionName>({ spec }: StudioCollectionProps<K>) {
  const refresh = useRefreshCollection(spec.name);
  const collection = useCollectionClient(spec.name);
  const [panel, setPanel] = useState<Panel>();
  const [typedPreview, setTypedPreview] = useState<Record<string, unknown>>();
  const [announcement, setAnnouncement] = useState<string | StudioAnnouncement>();
  // The entry just deleted, offered back with Undo until anything else is done here.
  const [deleted, setDeleted] = useState<EntryState>();
  const [filters, setFilters] = useState<ListFilterValues>({ q: '', status: '', extra: '' });
  const q = useDebounced(filters.q.trim());
  const query = {
    q: q || undefined,
    status: filters.status || undefined,
    ...(spec.filter && filters.extra && filters.extra !== 'all'
      ? { [spec.filter.param]: filters.extra }
      : {}),
  };

  // What a form held when the session ended opens again here after the login (kept-drafts.ts),
  // only for the editor who typed it.
  const { data: member } = useCurrentUser();
  const username = member?.username.toLowerCase();
  const restoredOnce = useRef(false);
  useEffect(() => {
    if (restoredOnce.current || username === undefined) return;
    restoredOnce.current = true;
    const kept = readKeptDrafts().find(
      (draft) =>
        draft.section === spec.name &&
        (draft.username === null || draft.username.toLowerCase() === username),
    );
    if (kept)
      setPanel({
        kind: 'form',
        entry: (kept.base as EntryState | null) ?? undefined,
        restored: kept,
      });
  }, [spec.name, username]);

  // A panel closed without a save (Cancel, Keep it, Close) would drop a keyboard or screen-reader
  // user at the top of the page, to Tab through the header and the sidebar again: the cursor goes
  // back to the button that opened it (an entry's Edit, Preview, History or Delete), or to Add
  // (drawn anew once the new entry's form closes).
  const sectionRef = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const typedPreviewOpener = useRef<HTMLElement | null>(null);
  const [closings, setClosings] = useState(0);
  useEffect(() => {
    if (closings === 0) return;
    const back = opener.current?.isConnected
      ? opener.current
      : sectionRef.current?.querySelector<HTMLElement>('[data-studio-add]');
    back?.focus();
  }, [closings]);

  // The open form's typing not yet saved: opening something in its place asks first.
  const [formUnsaved, setFormUnsaved] = useState(false);
  const open = (next: Panel | undefined, confirmed = false) => {
    if (panel?.kind === 'form' && formUnsaved && !confirmed && !confirmDiscard(spec.singular)) {
      return;
    }
    setFormUnsaved(false);
    setAnnouncement(undefined);
    setDeleted(undefined);
    setTypedPreview(undefined);
    setPanel(next);
    if (next) {
      const held = document.activeElement;
      opener.current = held instanceof HTMLElement && held !== document.body ? held : null;
    } else setClosings((count) => count + 1);
  };
  const done = async (message: string | StudioAnnouncement, justDeleted?: EntryState) => {
    setFormUnsaved(false);
    setPanel(undefined);
    setTypedPreview(undefined);
    setAnnouncement(message);
    setDeleted(justDeleted);
    await refresh();
  };

  return (
    <section ref={sectionRef} className="studio-collection" aria-labelledby={`studio-${spec.name}`}>
      <h2 id={`studio-${spec.name}`}>{spec.label}</h2>
      {announcement ? <SavedAnnouncement message={announcement} /> : null}
      {deleted ? (
        <UndoDelete spec={spec} deleted={deleted} onUndone={(message) => void done(message)} />
      ) : null}
      {panel?.kind === 'form' ? (
        <>
          <EntryForm
            key={panel.entry?.id ?? 'new'}
            spec={spec}
            entry={panel.entry}
            restored={panel.restored}
            onSaved={(_saved, message) => void done(message)}
            // The form asked already, if it held anything unsaved.
            onCancel={() => open(undefined, true)}
            onPreview={(draft) => {
              const held = document.activeElement;
              typedPreviewOpener.current = held instanceof HTMLElement ? held : null;
              setTypedPreview(draft);
            }}
            onUnsavedChange={setFormUnsaved}
          />
          {typedPreview ? (
            <PreviewPanel
              spec={spec}
              draft={typedPreview}
              onClose={() => {
                // Back to the form's Preview button, which stays while the preview closes.
                typedPreviewOpener.current?.focus();
                setTypedPreview(undefined);
              }}
            />
          ) : null}
        </>
      ) : panel?.kind === 'preview' ? (
        <PreviewPanel spec={spec} entryId={panel.entry.id} onClose={() => open(undefined)} />
      ) : panel?.kind === 'history' ? (
        <RevisionHistory
          spec={spec}
          entry={panel.entry}
          onRestored={(_entry, message) => void done(message)}
          onClose={() => open(undefined)}
        />
      ) : (
        <Button data-studio-add onClick={() => open({ kind: 'form' })}>
          Add {withArticle(spec.singular)}
        </Button>
      )}
      <ListFilters value={filters} onChange={setFilters} filter={spec.filter} label={spec.label} />
      <EntryList
        spec={spec}
        filters={query}
        currentId={panel?.entry?.id}
        // The question opens beside the Delete pressed, not at the top of the section, far from it.
        besideEntry={
          panel?.kind === 'delete'
            ? {
                id: panel.entry.id,
                content: (
                  <ConfirmDelete
                    spec={spec}
                    entry={panel.entry}
                    onDeleted={(message, latest) => void done(message, latest)}
                    onCancel={() => open(undefined)}
                  />
                ),
              }
            : undefined
        }
        onEdit={(entry) => open({ kind: 'form', entry })}
        onPreview={(entry) => open({ kind: 'preview', entry })}
        onHistory={(entry) => open({ kind: 'history', entry })}
        onDelete={(entry) => open({ kind: 'delete', entry })}
      />
      <DeletedEntries
        path={spec.name}
        plural={spec.label.toLowerCase()}
        singular={spec.singular}
        // Under the collection's key: a delete or a put-back here reads it again.
        queryKey={[...studioKey(spec.name), 'deleted']}
        putBack={async (entry) => {
          const restored = await collection.putBack(entry.id, entry.version);
          return putBackAnnouncement(spec, spec.titleOf(restored as never), restored);
        }}
        onPutBack={(message) => void done(message)}
      />
    </section>
  );
}
