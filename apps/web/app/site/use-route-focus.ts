import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { decodeFragment, FIELD } from './use-fragment-focus';

/**
 * Marks a line a page puts the cursor on as it opens to say what just happened (a finished flow's
 * notice): read where the cursor lands, it is what the page says first, without its title.
 * @example <div tabIndex={-1} {...{ [SAYS_WHAT_HAPPENED]: '' }}>Application received.</div>
 */
export const SAYS_WHAT_HAPPENED = 'data-says-what-happened';

/**
 * After a move to another page inside the app, puts the cursor on the new page's main heading
 * (else on `<main>`), as a page load puts a screen reader at the new page; without it the cursor
 * stayed on the link pressed in the old page, or fell to the top of the document. Returns the text
 * for a polite live region: the new page's title when the cursor did not land on its heading,
 * else ''.
 *
 * The page is named once. A heading that takes the cursor is read out with its name, so saying the
 * title as well made a screen reader say the page's name twice ("News and Events, heading level 1",
 * then "News and Events | Clinical Officers…": Chromium's tree held the focused heading and the
 * title in the live region at once). The title is said only where the cursor goes somewhere that
 * does not name the page: the part a fragment names, `<main>` on a page without a heading, or the
 * field the page (a restored form) or the fragment put it in; not where the page put it on a line
 * that says what just happened ({@link SAYS_WHAT_HAPPENED}: a finished flow's notice, "Application
 * received"), read as the cursor lands, which the title read after it only drowned (the dashboard's
 * name, after joining or paying). The cursor is moved in every case,
 * since a keyboard user then goes on from the new page, not from the old link or the top.
 *
 * An address with a fragment (`/constitution#article-40`, `/home#contact-heading` from the header's
 * search) puts the cursor on the part it names instead, so Tab goes on from there: before, the
 * cursor fell to the top of the document (or stayed in the search box) while the page scrolled to
 * the part. A fragment naming a form field is left to `useFragmentFocus`, which types in it.
 *
 * Left alone: the first render (the browser placed the cursor, and the visitor may have moved on
 * while the app started) and a change of the query or the fragment alone (the same page: a filter,
 * the skip link, an in-page anchor), except a query that names a page of its own (`PAGE_QUERIES`:
 * `/news?article=` is that post's page, headed and titled by it). It runs as a layout effect,
 * before the page's own effects, so a page that puts the cursor somewhere itself (a restored
 * form's first field) still wins; where the cursor ended is read after those effects.
 */
export function useRouteFocus(): string {
  const { pathname, search, hash } = useLocation();
  const page = pageAddress(pathname, search);
  const [announcement, setAnnouncement] = useState('');
  // A frame mounted after the app ran is a new page too: the error page a move led to (an unknown
  // entry), or the way back from it; root.tsx draws each in a frame of its own.
  const shownPage = useRef(appHasRun() ? undefined : page);
  // The heading the last move gave the cursor to, until the page's own effects have run.
  const moved = useRef<{ heading: HTMLElement | null } | undefined>(undefined);
  useLayoutEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    const main = document.querySelector<HTMLElement>('main');
    const heading = main?.querySelector<HTMLElement>('h1') ?? null;
    moved.current = { heading };
    const named = hash.length > 1 ? document.getElementById(decodeFragment(hash)) : null;
    if (named?.matches(FIELD)) return;
    const target = named ?? heading ?? main;
    if (!target) return;
    // A heading takes the cursor only when told it may; it stays out of the Tab order.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    // The scroll is React Router's: the top for a new page, the place kept for Back.
    target.focus({ preventScroll: true });
  }, [page, hash]);
  // After the page's own effects (this frame's run after its children's), which may have moved
  // the cursor on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read after each move the layout effect made.
  useEffect(() => {
    const move = moved.current;
    if (!move) return;
    moved.current = undefined;
    const at = document.activeElement;
    const onHeading = move.heading !== null && at === move.heading;
    const onWhatHappened = at?.closest(`[${SAYS_WHAT_HAPPENED}]`) != null;
    setAnnouncement(onHeading || onWhatHappened ? '' : document.title);
  }, [page, hash]);
  return announcement;
}

/**
 * Queries that open a page of their own on the path they are keyed by, rather than show the same
 * page otherwise: a news post's link opens the post's page, with its own heading and title.
 */
const PAGE_QUERIES: Readonly<Record<string, string>> = { '/news': 'article' };

/** The page an address shows: its path, with the query that names a page of its own, if any. */
function pageAddress(pathname: string, search: string): string {
  const name = PAGE_QUERIES[pathname];
  const value = name === undefined ? null : new URLSearchParams(search).get(name);
  return value === null ? pathname : `${pathname}?${name}=${value}`;
}

/** Whether the app already runs in this page (`SiteLayout` marks `<html>` once it has). */
function appHasRun(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute('data-hydrated');
}
