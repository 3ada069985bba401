import { Alert } from '@coaz/ui-kit';
import { useEffect, useRef } from 'react';

/** Props of {@link SavedAnnouncement}. */
export interface SavedAnnouncementProps {
  /** What was done: "Published: it is on the site now". */
  message: string;
}

/**
 * The line a studio section shows after a save, a restore or a delete. The form or panel that had
 * the cursor is gone by then, which would drop a keyboard user at the top of the page: when
 * nothing else holds the cursor, this line takes it, so it is read and Tab goes on from here.
 */
export function SavedAnnouncement({ message }: SavedAnnouncementProps) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each new message
  useEffect(() => {
    const held = document.activeElement;
    if (held === null || held === document.body) ref.current?.focus();
  }, [message]);
  return (
    <div ref={ref} tabIndex={-1} className="studio-announcement">
      <Alert tone="success">{message}</Alert>
    </div>
  );
}
