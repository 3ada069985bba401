import { useApiClient } from '@coaz/api-client/react';
import { Alert, Button, EmptyState, Spinner } from '@coaz/ui-kit';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useRef, useState } from 'react';
import { formatDate, formatMoment } from '../dates/format-date';
import { busyButtonProps } from './busy-button-props';
import { NextPageControls, useFirstNewLineFocus } from './next-page-controls';
import { backAlreadyAnnouncement, isPutBackAlready } from './put-back-announcement';
import type { StudioAnnouncement } from './save-wording';
import { type DeletedEntriesPath, type DeletedEntry, readDeletedEntries } from './studio-api';

/** Props of {@link DeletedEntries}. */
export interface DeletedEntriesProps {
  /** Where they are read and put back: a collection's API path, or `contents` for the notices. */
  path: DeletedEntriesPath;
  /** What was deleted, as a sentence says it: 'news', 'events', 'people', 'notices'. */
  plural: string;
  /** One of them in words, for a refusal: 'news item', 'notice'. */
  singular: string;
  /**
   * Where React Query keeps the list: under its section's key, so that a delete or a put-back
   * there, which reads the section again, reads this list again too.
   */
  queryKey: readonly unknown[];
  /** The heading's level; each entry's title is one below. @default 3 */
  headingLevel?: 2 | 3;
  /** Puts `entry` back and answers what the section announces: where the entry stands now. */
  putBack: (entry: DeletedEntry) => Promise<string | StudioAnnouncement>;
  /**
   * The entry is back (or another editor put it back first): the section shows `message` where
   * it shows its other notices (`SavedAnnouncement`), which takes the cursor, since the pressed
   * button leaves with the entry, and reads itself in.
   */
  onPutBack: (message: string | StudioAnnouncement) => void;
  /** Shown under the heading, such as the section's own announcement. */
  children?: ReactNode;
}

/** Which deletion of an entry a row is: an entry put back and deleted again is a new row. */
const deletionKey = (entry: DeletedEntry) => `${entry.id}@${entry.deletedAt}`;

/**
 * What was deleted from a collection, or from the notices, in the last 30 days, each with who
 * deleted it and when, and the day it is removed for good, and a button that puts it back as it
 * was. Shut until asked for (a disclosure), so a section reads nothing it does not show.
 *
 * Decided: the list is the studio's way back for a delete noticed later than its Undo (which goes
 * with the next thing done in the section), within the 30 days the server keeps a deleted entry
 * before its purge takes it, with its history, for good. It lists what the server's
 * `GET …/deleted` answers, editors only; the put-back is the Undo's (`POST …/{id}/put-back`, the
 * version deleted), so the same entry comes back under its id and address.
 */
export function DeletedEntries({
  path,
  plural,
  singular,
  queryKey,
  headingLevel = 3,
  putBack,
  onPutBack,
  children,
}: DeletedEntriesProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const headingId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => readDeletedEntries(client, path, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: open,
  });
  // Left out as soon as it is back, in the same render as the announcement, so the announcement
  // finds the cursor gone with the pressed button and takes it; the list is read again after.
  const [back, setBack] = useState<ReadonlySet<string>>(new Set());
  const done = (entry: DeletedEntry, message: string | StudioAnnouncement) => {
    setBack((keys) => new Set(keys).add(deletionKey(entry)));
    onPutBack(message);
    void queryClient.invalidateQueries({ queryKey });
  };
  const putting = useMutation({
    mutationFn: putBack,
    onSuccess: (message, entry) => done(entry, message),
    onError: (error, entry) => {
      if (isPutBackAlready(error)) done(entry, backAlreadyAnnouncement(entry.title));
    },
  });

  // Show more: the cursor goes to the first entry it brought (its Put back), as the studio's
  // lists do, since the button goes once the last page is in.
  const listRef = useRef<HTMLUListElement>(null);
  const entries = (query.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (entry) => !back.has(deletionKey(entry)),
  );
  const firstNewLine = useFirstNewLineFocus(listRef, entries.length);

  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const Title = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section className="studio-deleted" aria-labelledby={headingId}>
      <Heading id={headingId} className="studio-deleted__heading">
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          Deleted {plural}
        </Button>
      </Heading>
      {children}
      <div id={panelId} className="studio-deleted__panel" hidden={!open}>
        {open ? (
          <>
            <p>
              Deleted in the last 30 days: each can be put back as it was, at the same address and
              with its history, until the day it is removed for good. Times are Lusaka time.
            </p>
            {query.isPending ? (
              <Spinner label={`Loading deleted ${plural}…`} showLabel />
            ) : query.isError && !query.data ? (
              <Alert tone="error" title={`Deleted ${plural} could not be loaded`}>
                {query.error.message}
              </Alert>
            ) : entries.length === 0 ? (
              <EmptyState
                title={`No ${plural} deleted in the last 30 days`}
                description="Anything deleted here shows in this list for 30 days, to be put back."
                headingLevel={(headingLevel + 1) as 3 | 4}
              />
            ) : (
              <ul ref={listRef} className="studio-list" aria-label={`Deleted ${plural}`}>
                {entries.map((entry) => {
                  const busy = putting.isPending && putting.variables?.id === entry.id;
                  const refused =
                    putting.isError &&
                    putting.variables?.id === entry.id &&
                    !isPutBackAlready(putting.error);
                  return (
                    <li key={deletionKey(entry)} className="studio-list__item">
                      <div className="studio-list__text">
                        <Title className="studio-list__title">{entry.title}</Title>
                        <p className="studio-list__meta">
                          Deleted{' '}
                          <time dateTime={entry.deletedAt}>{formatMoment(entry.deletedAt)}</time>
                          {entry.deletedBy ? ` by ${entry.deletedBy}` : null}
                        </p>
                        <p className="studio-list__meta">
                          Removed for good on{' '}
                          <time dateTime={entry.removedForGoodAt}>
                            {formatDate(entry.removedForGoodAt)}
                          </time>
                        </p>
                      </div>
                      <div className="button-row studio-list__actions">
                        <Button
                          variant="secondary"
                          aria-label={
                            busy ? `Putting “${entry.title}” back…` : `Put back “${entry.title}”`
                          }
                          {...busyButtonProps(putting.isPending, () => putting.mutate(entry))}
                        >
                          {busy ? 'Putting it back…' : 'Put back'}
                        </Button>
                      </div>
                      {refused ? (
                        <Alert tone="error" title={`The ${singular} was not put back`}>
                          {putting.error.message}
                        </Alert>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
            <NextPageControls
              query={query}
              label={`Show more deleted ${plural}`}
              failedTitle={`More deleted ${plural} could not be loaded`}
              onAsk={firstNewLine.onAsk}
              onFailed={firstNewLine.onFailed}
            />
          </>
        ) : null}
      </div>
    </section>
  );
}
