import { Alert } from '@coaz/ui-kit';
import { useLayoutEffect, useRef, useState } from 'react';
import type { StudioAnnouncement } from './save-wording';

/** Props of {@link SavedAnnouncement}. */
export interface SavedAnnouncementProps {
  /**
   * What was done: "Published: it is on the site now". A bare string is a success; a save that
   * leaves the entry off the site comes with its own tone (`savedMessage`).
   */
  message: string | StudioAnnouncement;
}

/**
 * The line a studio section shows after a save, a restore or a delete. The form or panel that had
 * the cursor is gone by then, which would drop a keyboard user at the top of the page: when
 * nothing else holds the cursor, this line takes it, so it is read and Tab goes on from here.
 *
 * Said one way: taking the cursor, it is read there and is no live region (a status as well, it
 * was read twice); where the cursor is held elsewhere, it is a status, read as news.
 */
export function SavedAnnouncement({ message }: SavedAnnouncementProps) {
  const { text, tone } = typeof message === 'string' ? { text: message, tone: 'success' } : message;
  const ref = useRef<HTMLDivElement>(null);
  const [tookCursor, setTookCursor] = useState(false);
  // Before the browser draws, so the line is never a status while it holds the cursor: the role
  // is gone in the same task that drew it, before a screen reader is told of either.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each new message
  useLayoutEffect(() => {
    const held = document.activeElement;
    const lost = held === null || held === document.body;
    if (lost) ref.current?.focus();
    setTookCursor(lost);
  }, [text]);
  return (
    <div ref={ref} tabIndex={-1} className="studio-announcement">
      {/* Polite (role="status") whatever the tone: the save went through; only its colour, mark
          and spoken tone word ("Warning") say the site does not show the entry. */}
      <Alert tone={tone as StudioAnnouncement['tone']} live={!tookCursor}>
        {text}
      </Alert>
    </div>
  );
}
