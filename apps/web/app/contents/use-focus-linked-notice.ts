import type { ContentEntry } from '@coaz/api-client';
import { useEffect, useRef } from 'react';
import { noticeAnchor } from './notice-anchor';

/**
 * Gives the notice named by the address's fragment (`/news#notice-7`, where the home page's band
 * links) the cursor, once, when the list that holds it is drawn. A browser scrolls to it either
 * way; but a link followed within the app moves no screen reader's reading place, which stayed on
 * the home page's link, so the notice is focused (it carries `tabIndex={-1}` and is named by its
 * title) and read from its title on. Only while nothing else has the cursor: a visitor who has
 * already moved on, or an app that starts later on a page read without script, is left alone.
 */
export function useFocusLinkedNotice(notices: readonly ContentEntry[] | undefined): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !notices) return;
    done.current = true;
    const linked = notices.find((entry) => `#${noticeAnchor(entry.id)}` === window.location.hash);
    if (!linked) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.getElementById(noticeAnchor(linked.id))?.focus();
  }, [notices]);
}
