import type { EntryState } from '@coaz/api-client';
import { Alert, Button, EmptyState, Spinner } from '@coaz/ui-kit';
import { type ReactNode, useRef } from 'react';
import { formatMoment } from '../dates/format-date';
import type { CollectionSpec } from './collections';
import { NextPageControls, useFirstNewLineFocus } from './next-page-controls';
import { entryState } from './publication';
import type { CollectionName } from './studio-api';
import { useStudioEntries } from './use-studio-entries';

/** What an editor can do with an entry in the list. */
export interface EntryListActions {
  onEdit: (entry: EntryState) => void;
  onPreview: (entry: EntryState) => void;
  onHistory: (entry: EntryState) => void;
  onDelete: (entry: EntryState) => void;
}

/** Props of {@link EntryList}. */
export interface EntryListProps<K extends CollectionName> extends EntryListActions {
  spec: CollectionSpec<K>;
  /** Query parameters of the filters. */
  filters: Record<string, string | undefined>;
  /** The entry open in the form, marked in the list. */
  currentId?: number | undefined;
  /**
   * Drawn in an entry's own line, under its buttons (the question of its deletion), so it opens
   * where its button was pressed; above the list while that entry is not listed (filtered out).
   */
  besideEntry?: { id: number; content: ReactNode } | undefined;
}

/** How an entry stands, in words: "Draft", "Published", "Scheduled for 23 November 2026, 09:00". */
export function stateLabel(entry: EntryState): string {
  const state = entryState(entry);
  if (state === 'scheduled' && entry.publishAt)
    return `Scheduled for ${formatMoment(entry.publishAt)}`;
  return state === 'draft' ? 'Draft' : 'Published';
}

/**
 * The badge of an entry in the list: its state, unless it is published and the site no longer
 * lists it as before (an event that has ended, a vacancy past its closing day), which it says
 * instead, with where the entry stands now.
 */
function listBadge<K extends CollectionName>(spec: CollectionSpec<K>, entry: EntryState) {
  const state = entryState(entry);
  const lapsed = state === 'published' ? spec.lapsedAs?.(entry as never) : undefined;
  return lapsed ? { tone: 'lapsed', label: lapsed } : { tone: state, label: stateLabel(entry) };
}

/** A collection's entries as editors see them, drafts and scheduled ones included, with actions. */
export function EntryList<K extends CollectionName>({
  spec,
  filters,
  currentId,
  besideEntry,
  ...actions
}: EntryListProps<K>) {
  const query = useStudioEntries(spec.name, filters);
  // Show more: the cursor goes to the first entry it brought (its Edit), since the button goes
  // once the last page is in and would drop a keyboard user at the top of the page; and the
  // next entry to read is where the list went on anyway.
  const listRef = useRef<HTMLUListElement>(null);
  const count = query.data?.pages.reduce((sum, page) => sum + page.items.length, 0) ?? 0;
  const firstNewLine = useFirstNewLineFocus(listRef, count);
  const entries = (query.data?.pages.flatMap((page) => page.items) ?? []) as EntryState[];
  const unlisted =
    besideEntry && !entries.some((entry) => entry.id === besideEntry.id)
      ? besideEntry.content
      : null;
  if (query.isPending) {
    return (
      <>
        {unlisted}
        <Spinner label={`Loading ${spec.label.toLowerCase()}…`} showLabel />
      </>
    );
  }
  // A page after the first that failed leaves the entries already read on screen (below).
  if (query.isError && !query.data) {
    return (
      <>
        {unlisted}
        <Alert tone="error" title={`${spec.label} could not be loaded`}>
          {query.error.message}
        </Alert>
      </>
    );
  }
  if (entries.length === 0) {
    return (
      <>
        {unlisted}
        <EmptyState title={`No ${spec.label.toLowerCase()} match`} headingLevel={3} />
      </>
    );
  }
  return (
    <>
      {unlisted}
      <ul ref={listRef} className="studio-list" aria-label={spec.label}>
        {entries.map((entry) => {
          const title = spec.titleOf(entry as never);
          const badge = listBadge(spec, entry);
          return (
            <li
              key={entry.id}
              className="studio-list__item"
              aria-current={entry.id === currentId || undefined}
            >
              <div className="studio-list__text">
                <h3 className="studio-list__title">{title}</h3>
                <p className="studio-list__summary">{spec.summaryOf(entry as never)}</p>
                <p className="studio-list__meta">
                  <span className={`studio-badge studio-badge--${badge.tone}`}>{badge.label}</span>{' '}
                  Saved {formatMoment(entry.updatedAt)}
                </p>
              </div>
              <div className="button-row studio-list__actions">
                <Button
                  variant="secondary"
                  onClick={() => actions.onEdit(entry)}
                  aria-label={`Edit “${title}”`}
                >
                  Edit
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => actions.onPreview(entry)}
                  aria-label={`Preview “${title}”`}
                >
                  Preview
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => actions.onHistory(entry)}
                  aria-label={`History of “${title}”`}
                >
                  History
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => actions.onDelete(entry)}
                  aria-label={`Delete “${title}”`}
                >
                  Delete
                </Button>
              </div>
              {besideEntry?.id === entry.id ? besideEntry.content : null}
            </li>
          );
        })}
      </ul>
      <NextPageControls
        query={query}
        label="Show more"
        failedTitle={`More ${spec.label.toLowerCase()} could not be loaded`}
        onAsk={firstNewLine.onAsk}
        onFailed={firstNewLine.onFailed}
      />
    </>
  );
}
