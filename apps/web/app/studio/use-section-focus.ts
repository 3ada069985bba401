import { type RefObject, useEffect, useRef } from 'react';

/**
 * Puts the cursor on the heading of the part a dashboard shows, each time `shown` changes after the
 * first render (a studio section chosen in the sidebar, the switch to edit mode). On a phone the
 * sidebar fills the first screen: a section chosen there changed the address and the part below,
 * out of sight, so the tap seemed to do nothing, and the cursor stayed in the sidebar. Focusing
 * the heading brings it into view (below the sticky header: `scroll-padding-top`) and starts a
 * keyboard or screen-reader user there. Returns the ref for the element holding the part.
 */
export function useSectionFocus(shown: string | undefined): RefObject<HTMLDivElement | null> {
  const part = useRef<HTMLDivElement>(null);
  const last = useRef(shown);
  useEffect(() => {
    if (last.current === shown) return;
    last.current = shown;
    const heading = part.current?.querySelector<HTMLElement>('h2, h1');
    if (!heading) return;
    // A heading takes the cursor only when told it may; it stays out of the Tab order.
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  }, [shown]);
  return part;
}
