import { createMemoryRouter, type Navigation as RouterMove } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ReloadingPage, reloadAtMoveTarget, reloadTarget } from './reload-at-move-target';

/** The page being left; what it draws does not matter here. */
const LoginPage = () => null;

/**
 * A router with a move under way to a page whose code never arrives, as after a deploy (React
 * Router would reload the page at this point); its navigation state is the real one.
 */
async function routerMidMove(to: string, options: { replace?: boolean; state?: unknown } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/dashboard', lazy: () => new Promise<never>(() => {}) },
    ],
    { initialEntries: ['/login'] },
  );
  void router.navigate(to, options);
  await vi.waitFor(() => expect(router.state.navigation.state).toBe('loading'));
  return router;
}

describe('where the reload of a move whose code is gone happens', () => {
  it('at the target of a link or a navigate(), with the entry React Router would have pushed', async () => {
    const router = await routerMidMove('/dashboard?welcome=1#card', {
      state: { notice: 'Your password is changed' },
    });
    const move = router.state.navigation;
    expect(reloadTarget(move, '/login', { usr: null, key: 'a', idx: 3 })).toEqual({
      url: '/dashboard?welcome=1#card',
      replace: false,
      historyState: {
        usr: { notice: 'Your password is changed' },
        key: move.location?.key,
        idx: 4,
      },
    });
  });

  it('in place of the entry left when the move replaces it', async () => {
    const router = await routerMidMove('/dashboard', { replace: true });
    expect(reloadTarget(router.state.navigation, '/login', { idx: 3 })).toMatchObject({
      url: '/dashboard',
      replace: true,
      historyState: { usr: null, idx: 3 },
    });
  });

  it('numbers the entry from the first when the page has no entry index yet', async () => {
    const router = await routerMidMove('/dashboard');
    expect(reloadTarget(router.state.navigation, '/login', null)?.historyState.idx).toBe(1);
  });

  it('where it is when no move is under way, so it is not the reload of a failed move', () => {
    const router = createMemoryRouter([{ path: '/login', Component: LoginPage }], {
      initialEntries: ['/login'],
    });
    expect(reloadTarget(router.state.navigation, '/login', null)).toBeUndefined();
  });

  it('where it is after back or forward, whose address is the target already', async () => {
    const router = await routerMidMove('/dashboard');
    const back: RouterMove = { ...router.state.navigation, historyAction: 'POP' } as RouterMove;
    expect(reloadTarget(back, '/dashboard', null)).toBeUndefined();
  });

  it('where it is for a submission to a route, whose body a reload cannot send again', async () => {
    const router = await routerMidMove('/dashboard');
    const post = { ...router.state.navigation, formMethod: 'POST' } as RouterMove;
    expect(reloadTarget(post, '/login', null)).toBeUndefined();
    const search = { ...router.state.navigation, formMethod: 'GET' } as RouterMove;
    expect(reloadTarget(search, '/login', null)?.url).toBe('/dashboard');
  });

  it('where it is when the move goes to the page it is on', async () => {
    const router = await routerMidMove('/dashboard');
    expect(reloadTarget(router.state.navigation, '/dashboard', null)).toBeUndefined();
  });
});

/** A `navigate` event as the Navigation API fires it before a navigation. */
function navigateEvent(navigationType: NavigationType, cancelable = true) {
  return Object.assign(new Event('navigate', { cancelable }), { navigationType });
}

function fakePage(path = '/login'): ReloadingPage & { log: string[] } {
  const log: string[] = [];
  return {
    log,
    location: {
      pathname: path,
      search: '',
      hash: '',
      reload: () => void log.push('reload'),
    },
    history: {
      state: { usr: null, key: 'default', idx: 0 },
      pushState: (state, _unused, url) => void log.push(`push ${url} ${JSON.stringify(state)}`),
      replaceState: (state, _unused, url) =>
        void log.push(`replace ${url} ${JSON.stringify(state)}`),
    },
  };
}

describe('reloading at the target of a move whose code is gone', () => {
  let navigation: Navigation;
  beforeEach(() => {
    vi.useFakeTimers();
    navigation = new EventTarget() as Navigation;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("cancels React Router's reload of the page being left and reloads at the target", async () => {
    vi.useRealTimers();
    const router = await routerMidMove('/dashboard', { state: { notice: 'Welcome' } });
    vi.useFakeTimers();
    const page = fakePage('/login');
    reloadAtMoveTarget(navigation, () => router.state.navigation, page);
    const reload = navigateEvent('reload');
    navigation.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(true);
    expect(page.log).toEqual([]);
    vi.runAllTimers();
    const key = router.state.navigation.location?.key;
    expect(page.log).toEqual([
      `push /dashboard ${JSON.stringify({ usr: { notice: 'Welcome' }, key, idx: 1 })}`,
      'reload',
    ]);
    // That reload (at the target now) goes ahead, and nothing follows it.
    const own = navigateEvent('reload');
    navigation.dispatchEvent(own);
    expect(own.defaultPrevented).toBe(false);
    vi.runAllTimers();
    expect(page.log).toHaveLength(2);
  });

  it('leaves alone a reload with no move under way', () => {
    const page = fakePage();
    reloadAtMoveTarget(navigation, () => ({ state: 'idle' }) as RouterMove, page);
    const reload = navigateEvent('reload');
    navigation.dispatchEvent(reload);
    vi.runAllTimers();
    expect(reload.defaultPrevented).toBe(false);
    expect(page.log).toEqual([]);
  });

  it('leaves alone other navigations, and a reload that cannot be cancelled', async () => {
    vi.useRealTimers();
    const router = await routerMidMove('/dashboard');
    vi.useFakeTimers();
    const page = fakePage();
    reloadAtMoveTarget(navigation, () => router.state.navigation, page);
    for (const event of [
      navigateEvent('push'),
      navigateEvent('replace'),
      navigateEvent('traverse'),
      navigateEvent('reload', false),
    ]) {
      navigation.dispatchEvent(event);
      expect(event.defaultPrevented, event.navigationType).toBe(false);
    }
    vi.runAllTimers();
    expect(page.log).toEqual([]);
  });

  it('stops when asked', async () => {
    vi.useRealTimers();
    const router = await routerMidMove('/dashboard');
    vi.useFakeTimers();
    const page = fakePage();
    const stop = reloadAtMoveTarget(navigation, () => router.state.navigation, page);
    stop();
    const reload = navigateEvent('reload');
    navigation.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(false);
  });
});
