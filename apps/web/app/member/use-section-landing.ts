import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { decodeFragment } from '../site/use-fragment-focus';

/**
 * Lands on the part of this page that a link to one of `ids` names (`#refunds-due`): scrolls it
 * into view (below the sticky header: `scroll-padding-top`, `scroll-margin-top`) and puts the
 * cursor on its heading, as the studio's sections do (`useSectionFocus`).
 *
 * The secretariat's tools are downloaded when shown (routes/dashboard.tsx): on a slow phone, a
 * tap on "Refunds to pay back" before they had arrived changed the address and nothing else, and
 * when the section appeared, seconds later, nothing scrolled to it; only a second tap did. And
 * after either, the cursor stayed at the top of the page, so a screen reader said nothing. So a
 * fragment that names one of `ids` (a move to it, a second tap on the same link, or the address
 * the page opened with) is kept until its part is there, and landed on then; it is dropped once
 * the parts are all shown without it, or when the cursor has meanwhile gone somewhere else (the
 * visitor moved on).
 *
 * Returns what to call when the parts that hold `ids` are shown (`true`, once they have all
 * loaded) and gone again (`false`): see {@link PartsShown}.
 */
export function useSectionLanding(ids: readonly string[]): (shown: boolean) => void {
  const { hash, key } = useLocation();
  const wanted = useRef<{ id: string; from: Element | null } | undefined>(undefined);
  const shown = useRef(false);
  const named = useRef(ids);
  named.current = ids;

  const tryLanding = useCallback(() => {
    const want = wanted.current;
    if (!want) return;
    const target = document.getElementById(want.id);
    if (!target) {
      // Every part is there and none has that id: nothing will come to land on.
      if (shown.current) wanted.current = undefined;
      return;
    }
    wanted.current = undefined;
    const at = document.activeElement;
    const movedOn =
      at !== want.from && at !== null && at !== document.body && !linksTo(at, want.id);
    if (!movedOn) landOn(target);
  }, []);

  const ask = useCallback(
    (id: string) => {
      if (!named.current.includes(id)) return;
      wanted.current = { id, from: document.activeElement };
      tryLanding();
    },
    [tryLanding],
  );

  // A move to a fragment (a link followed, Back, the address the page opened with), and `ids`
  // themselves, which are known only once the account is.
  const idsKey = ids.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: each move (its key) asks once, even to the same fragment; the ids by their value.
  useEffect(() => {
    if (hash.length > 1) ask(decodeFragment(hash));
  }, [key, idsKey, ask]);

  // A second tap on the link to the fragment already in the address moves nowhere: the browser
  // scrolls there, and the heading is given the cursor after it.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
      const fragment = link?.getAttribute('href') ?? '';
      if (fragment.length < 2 || fragment !== window.location.hash) return;
      const id = decodeFragment(fragment);
      setTimeout(() => ask(id), 0);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [ask]);

  return useCallback(
    (now: boolean) => {
      shown.current = now;
      if (now) tryLanding();
    },
    [tryLanding],
  );
}

/**
 * Says when the parts around it are shown: put last inside the `Suspense` that holds them, it
 * mounts once all of them have loaded, after they are in the page.
 */
export function PartsShown({ onShown }: { onShown: (shown: boolean) => void }): null {
  useEffect(() => {
    onShown(true);
    return () => onShown(false);
  }, [onShown]);
  return null;
}

/** Whether `element` is a link to the fragment `id` (the link pressed, which a click focused). */
function linksTo(element: Element, id: string): boolean {
  const href = element.closest('a')?.getAttribute('href');
  return href?.startsWith('#') === true && decodeFragment(href) === id;
}

/** Scrolls `target` into view and puts the cursor on its heading (it, when it is one). */
function landOn(target: HTMLElement): void {
  const heading = target.matches('h1, h2, h3, h4, h5, h6')
    ? target
    : (target.querySelector<HTMLElement>('h2, h1') ?? target);
  target.scrollIntoView?.({ block: 'start' });
  // A heading takes the cursor only when told it may; it stays out of the Tab order.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  // Already in view: focusing it must not scroll again (to its own edge, under the header).
  heading.focus({ preventScroll: true });
}
