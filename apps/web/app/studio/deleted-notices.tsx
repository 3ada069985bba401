import type { ContentEntry } from '@coaz/api-client';
import { apiQueryKeys, useApiClient, useContents } from '@coaz/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { noticeEnded } from '../contents/notice-end';
import { DeletedEntries } from './deleted-entries';
import type { StudioAnnouncement } from './save-wording';
import { SavedAnnouncement } from './saved-announcement';

/** Where React Query keeps the deleted notices. */
const DELETED_NOTICES_KEY = ['coaz', 'studio', 'notices', 'deleted'] as const;

/**
 * The notices deleted in the last 30 days, below the notice editor in the studio, each to put
 * back ({@link DeletedEntries}), headed one level under "Notices", as a collection's are under
 * its name. A notice put back is in the notices' list again at once, and the
 * line saying so shows here, where the pressed button was, and takes the cursor.
 */
export function DeletedNotices() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState<string | StudioAnnouncement>();
  // The notice editor beside this drops a deleted notice from its list without reading it again:
  // when the listed notices change, the deleted ones are read again too (when shown).
  const { query: notices } = useContents();
  const listed = notices.data?.map((notice) => notice.id).join(',');
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the listed notices change
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: DELETED_NOTICES_KEY });
  }, [listed, queryClient]);
  return (
    <div className="studio-collection">
      <DeletedEntries
        path="contents"
        plural="notices"
        singular="notice"
        queryKey={DELETED_NOTICES_KEY}
        putBack={async (entry) => {
          const back = await client.http.post<ContentEntry>(`contents/${entry.id}/put-back`, {
            service: 'content',
            json: { version: entry.version },
          });
          return noticeEnded(back)
            ? {
                text: `“${back.title}” is back, but not shown on the site: its “Show until” day has passed. Give it a later day to show it again`,
                tone: 'warning',
              }
            : `“${back.title}” is back on the site`;
        }}
        onPutBack={(message) => {
          setAnnouncement(message);
          void queryClient.invalidateQueries({ queryKey: apiQueryKeys.contents });
        }}
      >
        {announcement ? <SavedAnnouncement message={announcement} /> : null}
      </DeletedEntries>
    </div>
  );
}
