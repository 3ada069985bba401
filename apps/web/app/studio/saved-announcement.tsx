import { Alert } from '@coaz/ui-kit';
import { useEffect, useRef } from 'react';
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
 */
export function SavedAnnouncement({ message }: SavedAnnouncementProps) {
  const { text, tone } = typeof message === 'string' ? { text: message, tone: 'success' } : message;
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each new message
  useEffect(() => {
    const held = document.activeElement;
    if (held === null || held === document.body) ref.current?.focus();
  }, [text]);
  return (
    <div ref={ref} tabIndex={-1} className="studio-announcement">
      {/* Polite (role="status") whatever the tone: the save went through; only its colour, mark
          and spoken tone word ("Warning") say the site does not show the entry. */}
      <Alert tone={tone as StudioAnnouncement['tone']}>{text}</Alert>
    </div>
  );
}
