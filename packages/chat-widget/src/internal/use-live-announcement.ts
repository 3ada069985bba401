import { useCallback, useEffect, useState } from 'react';

/**
 * How long a sentence stays in the live region after it was put there: time for a screen reader
 * to take it (they take it as it is added, so speech already under way is not cut short when it
 * goes), then it is removed. React Aria's announcer waits as long.
 */
export const ANNOUNCEMENT_LIFETIME_MS = 7_000;

/**
 * What the live region says, numbered so that the same words said twice (a second failure, a
 * second clearing) are a new node there, which screen readers announce: text set to itself is no
 * change at all.
 */
export interface Announcement {
  count: number;
  text: string;
}

/**
 * What the window's polite live region holds, and a way to say something there. Each sentence is
 * removed after {@link ANNOUNCEMENT_LIFETIME_MS}, or replaced by the next one sooner. Decision:
 * emptied rather than kept; a screen reader reading the window line by line met the last answer a
 * second time, after Send, in the region that had announced it. `aria-hidden` or `display: none`
 * on the region would have hidden the announcement itself, and a region added only when needed is
 * missed by screen readers that watch regions present before the change.
 */
export function useLiveAnnouncement(): [Announcement, (text: string) => void] {
  const [announcement, setAnnouncement] = useState<Announcement>({ count: 0, text: '' });

  useEffect(() => {
    if (announcement.text === '') return;
    const timer = setTimeout(
      () => setAnnouncement((said) => ({ ...said, text: '' })),
      ANNOUNCEMENT_LIFETIME_MS,
    );
    return () => clearTimeout(timer);
  }, [announcement]);

  const announce = useCallback(
    (text: string) => setAnnouncement((previous) => ({ count: previous.count + 1, text })),
    [],
  );
  return [announcement, announce];
}
