import { useContext, useEffect } from 'react';
import { createPath, type Navigation as RouterMove, UNSAFE_DataRouterContext } from 'react-router';

// A deploy replaces the old build's hashed files. When a page opened before it moves to a page
// whose code it has not loaded yet, the import of that code fails, and React Router (8.5,
// lib/dom/ssr/routeModules.ts `loadRouteModule`) calls `window.location.reload()`, with no option
// or hook to do otherwise. That reloads the page being left, not the one asked for: a member who
// had pressed Login on /login was left on /login (already logged in), a link did nothing.
//
// The reload is a script's, so the Navigation API announces it (`navigate`, navigationType
// 'reload', cancelable) before it happens. While the router has a move under way, this cancels it
// and reloads at the move's target instead, with the history entry the move would have made. It
// keeps nothing anywhere: a reload the member asks for (browser UI fires no `navigate` event), a
// page opened afresh, or a reload with no move under way are all left alone, so nothing of one
// move can carry a later page somewhere else (the sessionStorage note tried in 63855b69 did).

/** What React Router keeps in `history.state` for each entry. */
export interface RouterHistoryState {
  usr: unknown;
  key: string;
  idx: number;
}

/** Where the reload goes instead, and the history entry it goes with. */
export interface ReloadTarget {
  /** The move's address: path, query and fragment. */
  url: string;
  /** Whether the move replaces the entry it leaves (`navigate(to, { replace: true })`). */
  replace: boolean;
  historyState: RouterHistoryState;
}

/** `history.state`'s position, as React Router numbers its entries. */
function entryIndex(historyState: unknown): number {
  const idx = (historyState as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
}

/**
 * Where a reload asked for while `move` is under way should happen instead, or undefined to let it
 * reload the page it is on:
 * - no move under way: the reload is not the one a failed move makes;
 * - a move back or forward (POP): the address is the target's already, so the reload is right;
 * - a submission (POST and the like) to a route: its body cannot be sent again by loading an
 *   address, and the page being left is where its form is (this app has none: its forms send
 *   through api-client and then move with GET, see the README, "A deploy under an open page").
 */
export function reloadTarget(
  move: RouterMove,
  here: string,
  historyState: unknown,
): ReloadTarget | undefined {
  if (move.state === 'idle' || move.historyAction === 'POP') return undefined;
  if (move.formMethod && move.formMethod.toUpperCase() !== 'GET') return undefined;
  const url = createPath(move.location);
  if (url === here) return undefined;
  const replace = move.historyAction === 'REPLACE';
  const idx = entryIndex(historyState) + (replace ? 0 : 1);
  return {
    url,
    replace,
    historyState: { usr: move.location.state ?? null, key: move.location.key, idx },
  };
}

/** The part of a window the redirected reload needs. */
export interface ReloadingPage {
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'reload'>;
  history: Pick<History, 'state' | 'pushState' | 'replaceState'>;
}

/**
 * Turns the reload React Router makes for a move whose code is gone into a reload at the move's
 * target (see the top of this file). Returns the function that stops it.
 */
export function reloadAtMoveTarget(
  navigation: Pick<Navigation, 'addEventListener' | 'removeEventListener'>,
  readMove: () => RouterMove,
  page: ReloadingPage,
): () => void {
  let reloadingAtTarget = false;
  const onNavigate = (event: NavigateEvent) => {
    // Our own reload below passes; so does any that cannot be stopped.
    if (reloadingAtTarget || event.navigationType !== 'reload' || !event.cancelable) return;
    const { pathname, search, hash } = page.location;
    const target = reloadTarget(readMove(), `${pathname}${search}${hash}`, page.history.state);
    if (!target) return;
    event.preventDefault();
    reloadingAtTarget = true;
    // After the event, once the browser is done with the navigation just cancelled.
    setTimeout(() => {
      if (target.replace) page.history.replaceState(target.historyState, '', target.url);
      else page.history.pushState(target.historyState, '', target.url);
      page.location.reload();
    }, 0);
  };
  navigation.addEventListener('navigate', onNavigate);
  return () => navigation.removeEventListener('navigate', onNavigate);
}

/**
 * Used once, in the root: a move whose code a deploy removed ends at its target. A browser
 * without the Navigation API (Chromium before 102, Safari before 26.2, Firefox before 147) keeps
 * React Router's reload of the page being left.
 */
export function useReloadAtMoveTarget(): void {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    if (!router || typeof navigation === 'undefined') return;
    return reloadAtMoveTarget(navigation, () => router.state.navigation, window);
  }, [router]);
}
