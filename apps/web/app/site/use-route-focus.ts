import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { decodeFragment, FIELD } from './use-fragment-focus';

/**
 * After a move to another page inside the app, puts the cursor on the new page's main heading
 * (else on `<main>`) and gives the new page's title to announce, as a page load does for a screen
 * reader; without it the cursor stayed on the link pressed in the old page, or fell to the top
 * of the document. Returns the text for a polite live region: '' until the first move.
 *
 * An address with a fragment (`/constitution#article-40`, `/home#contact-heading` from the header's
 * search) puts the cursor on the part it names instead, so Tab goes on from there: before, the
 * cursor fell to the top of the document (or stayed in the search box) while the page scrolled to
 * the part. A fragment naming a form field is left to `useFragmentFocus`, which types in it.
 *
 * Left alone: the first render (the browser placed the cursor, and the visitor may have moved on
 * while the app started) and a change of the query or the fragment alone (the same page: a filter,
 * the skip link, an in-page anchor). It runs as a layout effect, before the page's own effects,
 * so a page that puts the cursor somewhere itself (a restored form's first field) still wins.
 */
export function useRouteFocus(): string {
  const { pathname, hash } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  // A frame mounted after the app ran is a new page too: the error page a move led to (an unknown
  // entry), or the way back from it; root.tsx draws each in a frame of its own.
  const shownPath = useRef(appHasRun() ? undefined : pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setAnnouncement(document.title);
    const named = hash.length > 1 ? document.getElementById(decodeFragment(hash)) : null;
    if (named?.matches(FIELD)) return;
    const main = document.querySelector<HTMLElement>('main');
    const target = named ?? main?.querySelector<HTMLElement>('h1') ?? main;
    if (!target) return;
    // A heading takes the cursor only when told it may; it stays out of the Tab order.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    // The scroll is React Router's: the top for a new page, the place kept for Back.
    target.focus({ preventScroll: true });
  }, [pathname, hash]);
  return announcement;
}

/** Whether the app already runs in this page (`SiteLayout` marks `<html>` once it has). */
function appHasRun(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute('data-hydrated');
}
