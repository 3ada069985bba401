import type { ContentEntry } from '@coaz/api-client';
import { apiQueryKeys, useApiClient } from '@coaz/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { changesSaid } from '../studio/revision-changes';
import { RevisionList, type SavedRevision } from '../studio/revision-list';
import { RevisionPanel } from '../studio/revision-panel';
import type { StudioAnnouncement } from '../studio/save-wording';
import { useRevisionHistory } from '../studio/use-revision-history';
import { noticeEnded } from './notice-end';

/** One saved version of a notice, as `GET contents/{id}/revisions` lists it. */
export interface NoticeRevision extends SavedRevision {
  entry: ContentEntry;
}

/** The notice form's fields, by its labels, for what each version changed. */
const NOTICE_FIELDS = [
  { name: 'title', label: 'Title' },
  { name: 'body', label: 'Text' },
  { name: 'imageUrl', label: 'Picture' },
  { name: 'imageAlt', label: 'Picture description' },
  { name: 'showUntil', label: 'Show until' },
] as const;

/**
 * One version's line, as an entry's history says it: its title and what it changed against the
 * version before ("; changed “Text”"), "; added" for the first, and "; as it was before notices
 * kept versions" for the one the server kept, saved by no one, at the first save since.
 */
export function noticeRevisionSummary(revisions: readonly NoticeRevision[], index: number): string {
  const revision = revisions[index];
  if (!revision) return '';
  const title = `“${revision.entry.title}”`;
  if (revision.savedBy === null) return `${title}; as it was before notices kept versions`;
  if (revision.version === 1) return `${title}; added`;
  const before = revisions[index + 1];
  if (!before || before.version !== revision.version - 1) return title;
  return `${title}; ${changesSaid(revision.entry, before.entry, NOTICE_FIELDS)}`;
}

/**
 * The line after a restore: where the notice stands, since a restore keeps its "Show until" day
 * and so may bring back the words of a notice the public no longer sees.
 */
export function noticeRestoredMessage(version: number, restored: ContentEntry): StudioAnnouncement {
  return noticeEnded(restored)
    ? {
        text: `Version ${version} restored, but not shown on the site: its “Show until” day has passed. Give a later day to show it again`,
        tone: 'warning',
      }
    : { text: `Version ${version} restored: it is on the site now`, tone: 'success' };
}

/** Props of {@link NoticeHistory}. */
export interface NoticeHistoryProps {
  notice: ContentEntry;
  /** Called with the notice as restored (a new version) and the line that says so. */
  onRestored: (notice: ContentEntry, message: StudioAnnouncement) => void;
  onClose: () => void;
}

/**
 * Every saved version of a notice, newest first, with Restore: the same panel and list as the
 * studio's entries (`RevisionPanel`, `RevisionList`), so the notices read and work as the news and
 * events do. Read through the client's raw calls (`http`): the client's bundle is at its budget,
 * and these two routes are the studio's alone.
 */
export function NoticeHistory({ notice, onRestored, onClose }: NoticeHistoryProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const history = useRevisionHistory({
    queryKey: [...apiQueryKeys.contents, 'revisions', notice.id],
    listRevisions: async () =>
      (
        await client.http.get<{ items: NoticeRevision[] }>(`contents/${notice.id}/revisions`, {
          service: 'content',
        })
      ).items,
    openedVersion: notice.version,
    restore: (revision: NoticeRevision, version) =>
      client.http.post<ContentEntry>(
        `contents/${notice.id}/revisions/${revision.revision}/restore`,
        { service: 'content', json: { version } },
      ),
    onRestored: async (restored, revision) => {
      // The list shows the words brought back (and the public's pages, by the content version).
      await queryClient.invalidateQueries({ queryKey: apiQueryKeys.contents });
      onRestored(restored, noticeRestoredMessage(revision.version, restored));
    },
    savedMeanwhile: 'Someone else saved this notice while its history was open.',
  });
  return (
    <RevisionPanel
      headingId={`notice-history-${notice.id}`}
      heading={`History of “${notice.title}”`}
      intro={
        <p>
          Restore brings back a version’s title, text and picture; the “Show until” day stays as it
          is now.
        </p>
      }
      revisions={history.revisions}
      restoreError={history.restoreError}
      // A notice published before notices kept versions has none until its next save.
      noRevisions={
        <p>
          No saved versions yet: this notice was published before notices kept their versions. Each
          save from now on is listed here.
        </p>
      }
      onClose={onClose}
    >
      {(revisions) => (
        <RevisionList
          revisions={revisions}
          currentVersion={history.currentVersion}
          summarize={(_revision, index) => noticeRevisionSummary(revisions, index)}
          onRestore={history.restore}
          restoring={history.restoring}
        />
      )}
    </RevisionPanel>
  );
}
