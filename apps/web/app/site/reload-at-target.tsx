import { useEffect, useRef } from 'react';
import { type Location, useNavigate, useNavigation } from 'react-router';

// After a deploy the hashed files of the old build are gone. When a page opened before it moves
// to a page whose code it has not loaded yet, React Router's import of that code fails and it
// reloads the page (routeModules.ts: `window.location.reload()`), which reloads the page the
// visitor was leaving, not the one they asked for: a member who had just logged in on /login was
// left on /login. So the page notes where the move was going as it is left mid-move, and the
// reloaded page (the new build's code) goes on there once.

/** Where {@link noteMoveOnLeave} keeps the unfinished move, per tab. */
export const RELOAD_NOTE_KEY = 'coaz.reloadAt';
/** A note older than this belongs to some other visit of the page. */
const NOTE_LIFETIME_MS = 30_000;

interface ReloadNote {
  /** The page left (its path, query and fragment), which the reload opens again. */
  from: string;
  /** Where the move that did not finish was going. */
  to: string;
  at: number;
  /** Set once the reloaded page has gone on to `to`. */
  forwarded?: boolean;
}

type NoteStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function readNote(storage: NoteStorage): ReloadNote | undefined {
  try {
    const note = JSON.parse(storage.getItem(RELOAD_NOTE_KEY) ?? 'null') as ReloadNote | null;
    return note && typeof note.from === 'string' && typeof note.to === 'string' ? note : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Notes, as the page is left, the move to `to` that had not finished. A move that fails again
 * right after the reloaded page went on to it is not noted, so a file missing for good costs one
 * reload, never a loop.
 */
export function noteMoveOnLeave(storage: NoteStorage, from: string, to: string, now: number) {
  const last = readNote(storage);
  if (last?.forwarded && last.to === to && now - last.at < NOTE_LIFETIME_MS) return;
  try {
    storage.setItem(RELOAD_NOTE_KEY, JSON.stringify({ from, to, at: now }));
  } catch {
    // Storage refused (full, or blocked): the reload simply stays where it is, as before.
  }
}

/**
 * Where the page opened at `here` should go on to: the unfinished move noted as this same page
 * was left moments ago, once, when the page was opened by a reload (React Router's, or the
 * member's); otherwise nothing. A page opened by its address or a link is where the member asked
 * to be: logging out and at once typing /login once went on to the home page the logout was
 * moving to.
 */
export function moveAfterReload(
  storage: NoteStorage,
  here: string,
  now: number,
  reloaded: boolean,
) {
  const note = readNote(storage);
  if (!note || note.forwarded) return undefined;
  if (!reloaded || note.from !== here || now - note.at > NOTE_LIFETIME_MS) {
    try {
      storage.removeItem(RELOAD_NOTE_KEY);
    } catch {
      // A stale note that stays is refused by its age next time.
    }
    return undefined;
  }
  try {
    storage.setItem(RELOAD_NOTE_KEY, JSON.stringify({ ...note, at: now, forwarded: true }));
  } catch {
    // Without the mark a second failure could reload again: stay, as before this fix.
    return undefined;
  }
  return note.to;
}

function pathOf(location: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  return `${location.pathname}${location.search}${location.hash}`;
}

/**
 * Finishes, after a reload, the move a page left mid-way was making (see the top of this file).
 * Drawn once, in the root of the app, as a component of its own so that only it (not the whole
 * frame) renders again as each move starts and ends.
 */
export function ReloadAtTarget() {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const pendingMove = useRef<string | undefined>(undefined);
  pendingMove.current = navigation.location ? pathOf(navigation.location) : undefined;

  useEffect(() => {
    const [opened] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const reloaded = opened?.type === 'reload';
    const to = moveAfterReload(sessionStorage, pathOf(window.location), Date.now(), reloaded);
    if (to) navigate(to, { replace: true });
    const onLeave = () => {
      if (pendingMove.current) {
        noteMoveOnLeave(sessionStorage, pathOf(window.location), pendingMove.current, Date.now());
      }
    };
    window.addEventListener('pagehide', onLeave);
    return () => window.removeEventListener('pagehide', onLeave);
  }, [navigate]);
  return null;
}
