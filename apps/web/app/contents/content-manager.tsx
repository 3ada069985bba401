import { serverNow } from '../api/server-clock';
import { formatDate, formatDayOrToday } from '../dates/format-date';
import { lusakaToday } from '../dates/lusaka-time';
import '../member/member-portal.css';
import { ApiError, type ContentEntry, type ContentEntryId } from '@coaz/api-client';
import { apiQueryKeys, useApiClient, useContents, useCurrentUser } from '@coaz/api-client/react';
import { Alert, Button, EmptyState, Spinner } from '@coaz/ui-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { busyButtonProps } from '../studio/busy-button-props';
import { DeletionQuestion } from '../studio/deletion-question';
import { type KeptDraft, readKeptDrafts } from '../studio/kept-drafts';
import type { StudioAnnouncement } from '../studio/save-wording';
import { SavedAnnouncement } from '../studio/saved-announcement';
import { ContentEditor, NOTICES_KEPT } from './content-editor';
import { noticeAnchor } from './notice-anchor';
import { noticeEnded } from './notice-end';
import { NoticeHistory } from './notice-history';
import { uploadImageSources } from './upload-srcset';
import { useFocusLinkedNotice } from './use-focus-linked-notice';
import { useIsEditor } from './use-is-editor';

/**
 * How wide a notice's picture is drawn in `.card-list--two` (cards of at least 22rem, 24px apart,
 * in `.page`, 72rem at most with 16px either side): three cards of 368px from a 1136px viewport,
 * two of half the row from 760px, one across the row below. The dashboard's cards are narrower
 * still, beside its sidebar, so this never asks for less than is drawn.
 */
const NOTICE_CARD_SIZES =
  '(min-width: 1136px) 368px, (min-width: 760px) calc(50vw - 28px), calc(100vw - 32px)';

/** Props of {@link ContentManager}. */
export interface ContentManagerProps {
  /** The section's heading. @default 'Notices' */
  title?: string;
  /**
   * The published notices the server read when it rendered the page, shown until the browser's
   * own list arrives, so the notices read with no script and need no request to appear.
   */
  published?: readonly ContentEntry[];
}

/** Whether a delete failed because the notice was gone already (another editor deleted it). */
const goneAlready = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Whether an Undo failed because another editor put the notice back first. */
const putBackAlready = (error: unknown) =>
  error instanceof ApiError && error.code === 'not_deleted';

/**
 * The notices staff publish: the entries for everyone, rendered as text only (never as HTML), and
 * for a logged-in editor the editor above them: adding when no entry is selected, editing the one
 * selected, and deleting after a confirmation. Used on /news and in the dashboard's edit mode.
 * The list is read with the member's login, so an editor's also holds the notices past their
 * "show until" day, marked as ended, to extend or delete; everyone else's has only current ones.
 */
export function ContentManager({ title = 'Notices', published }: ContentManagerProps) {
  const { query, remove } = useContents();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const notices = query.data ?? published;
  const canEdit = useIsEditor();
  useFocusLinkedNotice(notices);
  const [selectedId, setSelectedId] = useState<ContentEntryId>();
  const [confirmingId, setConfirmingId] = useState<ContentEntryId>();
  // The notice whose history is open, as an entry's in the studio.
  const [historyId, setHistoryId] = useState<ContentEntryId>();
  const historyOf = notices?.find((entry) => entry.id === historyId);
  const [announcement, setAnnouncement] = useState<string | StudioAnnouncement>();
  // Bumped on every save, so the next editor starts empty, its picture choice included.
  const [saves, setSaves] = useState(0);
  const selected = notices?.find((entry) => entry.id === selectedId);
  const restored = useRestoredNotice(canEdit);
  const [restoredOpen, setRestoredOpen] = useState(true);
  const kept = restored && restoredOpen ? restored : undefined;
  // A kept edit opens on the notice as it was then (its version above all), listed or not.
  const editing = kept ? ((kept.base as ContentEntry | null) ?? undefined) : selected;

  // The notice just deleted, offered back with Undo until the next edit or save: deleting is
  // how a notice is withdrawn, and nothing else brings one back.
  const [deleted, setDeleted] = useState<ContentEntry>();
  const removal = useMutation({
    // Read as saved now, not as the list showed it: put-back takes the version deleted, another
    // editor's later save included. Should the read fail, the listed version is the best known;
    // the delete says whether the notice is there at all.
    mutationFn: async (entry: ContentEntry) => {
      const latest = await client.http
        .get<ContentEntry>(`contents/${entry.id}`, { service: 'content' })
        .catch(() => entry);
      await remove.mutateAsync(entry.id);
      return latest;
    },
    onSuccess: (latest, entry) => {
      setConfirmingId(undefined);
      if (selectedId === entry.id) setSelectedId(undefined);
      if (historyId === entry.id) setHistoryId(undefined);
      setAnnouncement('Notice deleted');
      undo.reset();
      setDeleted(latest);
    },
    // Not found: another editor deleted it since the list was read. What this editor wanted
    // is done, so it is said as done and the list read again, not as "was not deleted".
    onError: (error, entry) => {
      if (!goneAlready(error)) return;
      setConfirmingId(undefined);
      if (selectedId === entry.id) setSelectedId(undefined);
      if (historyId === entry.id) setHistoryId(undefined);
      setAnnouncement(`“${entry.title}” was deleted already, by another editor`);
      void query.refetch();
    },
  });
  /**
   * Puts the deleted notice back as it was: the server kept it, and its put-back brings back the
   * same notice, under its id (so the home page's link and a shared `/news#notice-N` work again),
   * with its words, picture, "show until" day and history; the audit log says it was put back.
   * Called through the client's raw calls (`http`), as the history's routes are: the client's
   * bundle is at its budget, and this route is the notice editor's alone.
   */
  const undo = useMutation({
    mutationFn: (notice: ContentEntry) =>
      client.http.post<ContentEntry>(`contents/${notice.id}/put-back`, {
        service: 'content',
        json: { version: notice.version },
      }),
    onSuccess: (back, notice) => {
      setDeleted(undefined);
      setAnnouncement(
        noticeEnded(back)
          ? {
              text: `“${notice.title}” is back, but not shown on the site: its “Show until” day has passed. Give a later day to show it again`,
              tone: 'warning',
            }
          : `“${notice.title}” is back on the site`,
      );
      void queryClient.invalidateQueries({ queryKey: apiQueryKeys.contents });
    },
    // Another editor pressed Undo first: what this editor wanted is done, so it is said as done
    // (and the list read again), not as "was not put back".
    onError: (error, notice) => {
      if (!putBackAlready(error)) return;
      setDeleted(undefined);
      setAnnouncement({
        text: `“${notice.title}” is back already: another editor put it back.`,
        tone: 'info',
      });
      void queryClient.invalidateQueries({ queryKey: apiQueryKeys.contents });
    },
  });

  return (
    // Rendered with the notices the server read, the list needs no app to be read, and a visitor
    // who only scrolls to it fetches none. Without them (they could not be read), the page starts
    // its app when the list comes near the screen, so the browser asks for them itself.
    <section
      className="page-section content-manager"
      aria-labelledby="published-contents"
      data-app-start={published === undefined ? 'visible' : undefined}
    >
      <h2 id="published-contents">{title}</h2>
      {/* As the studio's sections say it: the line takes the cursor when the pressed button went
          with what it did (a deleted notice's), so a phone shows it, and the Undo after it, where
          the page was left scrolled down at the notice. */}
      {announcement ? <SavedAnnouncement message={announcement} /> : null}
      {deleted ? (
        <div className="button-row">
          <Button
            variant="secondary"
            {...busyButtonProps(undo.isPending, () => undo.mutate(deleted))}
          >
            {undo.isPending ? 'Putting it back…' : `Undo: put “${deleted.title}” back`}
          </Button>
          {undo.isError && !putBackAlready(undo.error) ? (
            <Alert tone="error" title="The notice was not put back">
              {undo.error.message}
            </Alert>
          ) : null}
        </div>
      ) : null}
      {canEdit ? (
        <ContentEditor
          key={`${kept ? 'kept-' : ''}${editing ? `edit-${editing.id}` : 'add'}-${saves}`}
          entry={editing}
          restored={kept}
          onSaved={(message) => {
            setDeleted(undefined);
            setAnnouncement(message);
            setSelectedId(undefined);
            setRestoredOpen(false);
            setSaves((count) => count + 1);
          }}
          onCancel={
            kept
              ? () => setRestoredOpen(false)
              : selected
                ? () => setSelectedId(undefined)
                : undefined
          }
        />
      ) : null}
      {canEdit && historyOf ? (
        <NoticeHistory
          key={historyOf.id}
          notice={historyOf}
          onRestored={(_restored, message) => {
            setHistoryId(undefined);
            setDeleted(undefined);
            setAnnouncement(message);
          }}
          onClose={() => {
            setHistoryId(undefined);
            // Back to the button that opened it, where the panel's Close left nothing to hold.
            document.getElementById(historyButtonId(historyOf.id))?.focus();
          }}
        />
      ) : null}
      {removal.isError && !goneAlready(removal.error) ? (
        <Alert tone="error" title="The notice was not deleted">
          {removal.error.message}
        </Alert>
      ) : null}
      {notices === undefined && query.isPending ? (
        <Spinner label="Loading notices…" showLabel />
      ) : notices === undefined ? (
        <Alert tone="error">The notices could not be loaded. Reload the page to try again.</Alert>
      ) : notices.length === 0 ? (
        <EmptyState
          title="No notices"
          description="The secretariat's notices appear here when there are any."
          headingLevel={3}
        />
      ) : (
        <ul className="card-list card-list--two">
          {notices.map((entry) => (
            <li key={entry.id}>
              <article
                id={noticeAnchor(entry.id)}
                // Focusable by script only, for the home page's link (`useFocusLinkedNotice`).
                tabIndex={-1}
                aria-labelledby={`${noticeAnchor(entry.id)}-title`}
                className="coaz-card"
                aria-current={entry.id === selectedId || undefined}
              >
                {entry.imageUrl ? (
                  <img
                    {...uploadImageSources(entry.imageUrl, NOTICE_CARD_SIZES)}
                    // The editor's description; '' (decorative) also for an answer from a server
                    // older than the field, so a screen reader never reads out the file name.
                    alt={entry.imageAlt ?? ''}
                    className="coaz-card__image"
                    loading="lazy"
                    decoding="async"
                    width={640}
                    height={449}
                  />
                ) : null}
                <div className="coaz-card__body">
                  <h3 id={`${noticeAnchor(entry.id)}-title`} className="coaz-card__title">
                    {entry.title}
                  </h3>
                  <NoticeDates entry={entry} canEdit={canEdit} />
                  <p className="content-entry__body">{entry.body}</p>
                  {canEdit ? (
                    <EntryActions
                      entry={entry}
                      confirming={confirmingId === entry.id}
                      deleting={removal.isPending && removal.variables?.id === entry.id}
                      onEdit={() => {
                        setAnnouncement(undefined);
                        setDeleted(undefined);
                        setRestoredOpen(false);
                        setHistoryId(undefined);
                        setSelectedId(entry.id);
                      }}
                      onHistory={() => {
                        setAnnouncement(undefined);
                        setHistoryId(entry.id);
                      }}
                      onAskDelete={() => setConfirmingId(entry.id)}
                      onCancelDelete={() => setConfirmingId(undefined)}
                      onConfirmDelete={() => removal.mutate(entry)}
                    />
                  ) : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The notice a session that ended mid-edit kept (`kept-drafts.ts`), read once the member is known,
 * and only for the editor who typed it.
 */
function useRestoredNotice(canEdit: boolean): KeptDraft | undefined {
  const { data: member } = useCurrentUser();
  const username = canEdit ? member?.username.toLowerCase() : undefined;
  const [restored, setRestored] = useState<KeptDraft>();
  const readOnce = useRef(false);
  useEffect(() => {
    if (readOnce.current || username === undefined) return;
    readOnce.current = true;
    setRestored(
      readKeptDrafts().find(
        (draft) =>
          draft.section === NOTICES_KEPT.name &&
          (draft.username === null || draft.username.toLowerCase() === username),
      ),
    );
  }, [username]);
  return restored;
}

/**
 * A notice's date, and its "show until" day when it has one. Only an editor's list holds an ended
 * notice (the server leaves it out of the public's), and says so, with what can be done about it.
 *
 * Decided: the date is the day it was published (`createdAt`), as the home page's band shows it
 * and as the list is ordered, not the day of its last edit: a visitor who follows the home page's
 * link finds the date they were shown, and moving the end or mending a typo does not re-date it.
 * "Ended" and what to do are for an editor only: a visitor's list can hold an ended notice only
 * when their page was read before the midnight it ended, and they can change nothing.
 */
function NoticeDates({ entry, canEdit }: { entry: ContentEntry; canEdit: boolean }) {
  const ended = canEdit && noticeEnded(entry);
  // On its last day an editor reads "shown until today", as the home page's "until today", by the
  // server's clock in Lusaka. Only an editor's list, drawn in the browser once the editor is known,
  // says it: a visitor's is the server's HTML, which the browser must render the same.
  const today = canEdit && !ended ? lusakaToday(serverNow()) : undefined;
  const lastDay = entry.showUntil ? (
    <time dateTime={entry.showUntil}>{formatDayOrToday(entry.showUntil, today)}</time>
  ) : null;
  return (
    <>
      <p className="coaz-card__meta">
        <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
        {/* "Shown until" is the studio's word; a visitor reads how long the notice holds. */}
        {lastDay && !ended ? (
          <>
            , {canEdit ? 'shown until' : 'until'} {lastDay}
          </>
        ) : null}
      </p>
      {lastDay && ended ? (
        <p className="coaz-card__meta">
          <strong>Ended:</strong> visitors saw it until {lastDay}. Change its “Show until” day to
          show it again, or delete it.
        </p>
      ) : null}
    </>
  );
}

/** The id of a notice's History button, where the cursor goes back when its history closes. */
const historyButtonId = (id: ContentEntryId) => `${noticeAnchor(id)}-history`;

interface EntryActionsProps {
  entry: ContentEntry;
  confirming: boolean;
  deleting: boolean;
  onEdit: () => void;
  onHistory: () => void;
  onAskDelete: () => void;
  onCancelDelete: () => void;
  onConfirmDelete: () => void;
}

/**
 * An entry's Edit, History and Delete buttons; Delete asks once more before anything is removed.
 */
function EntryActions({
  entry,
  confirming,
  deleting,
  onEdit,
  onHistory,
  onAskDelete,
  onCancelDelete,
  onConfirmDelete,
}: EntryActionsProps) {
  // Delete and Keep it each replace the buttons the cursor was on, which dropped it to the top of
  // the page: the question takes it (the studio's, DeletionQuestion, Escape answering Keep it),
  // and Keep it gives it back to Delete. A delete done removes the notice; the line saying so
  // takes it then.
  const confirmRef = useRef<HTMLElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) {
      actionsRef.current?.querySelector<HTMLElement>('[data-delete]')?.focus();
    }
    wasConfirming.current = confirming;
  }, [confirming]);
  // Two notices may have the same title: the date the list shows tells their buttons, and the
  // question Delete asks, apart.
  const named = `“${entry.title}”, ${formatDate(entry.createdAt)}`;
  if (confirming) {
    return (
      <DeletionQuestion
        inline
        containerRef={confirmRef}
        deleting={deleting}
        onConfirm={onConfirmDelete}
        onCancel={onCancelDelete}
        question={`Delete ${named}? It leaves the site at once. Undo, offered once it is deleted, puts it back as it was, at the same address and with its history.`}
      />
    );
  }
  return (
    <div className="button-row" ref={actionsRef}>
      <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${named}`}>
        Edit
      </Button>
      <Button
        variant="secondary"
        id={historyButtonId(entry.id)}
        onClick={onHistory}
        aria-label={`History of ${named}`}
      >
        History
      </Button>
      <Button variant="secondary" onClick={onAskDelete} aria-label={`Delete ${named}`} data-delete>
        Delete
      </Button>
    </div>
  );
}
