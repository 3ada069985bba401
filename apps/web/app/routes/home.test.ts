import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventEntry } from '../render/content-types';
import { siteRenderContext } from '../render/site-render-context';
import { defaultSiteSettings } from '../site/site-settings';
import { renderContextReaching, testEvent } from '../test-support/content-server';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import { loader } from './home';

/** The counts the member service answers; a count left out is answered 500. */
const counts: Record<string, number> = {};
/** The events the API lists as not yet ended (`when=upcoming`), by start. */
let events: EventEntry[] = [];
let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer(({ method, path }) => {
    if (method !== 'GET') return undefined;
    const url = new URL(path, 'http://local');
    if (url.pathname === '/api/site-settings') return { status: 200, body: defaultSiteSettings() };
    if (url.pathname === '/api/contents') return { status: 200, body: [] };
    if (url.pathname === '/api/events')
      return { status: 200, body: { items: events, nextCursor: null } };
    if (url.pathname.startsWith('/coaz/api/')) {
      const count = counts[url.pathname];
      return count === undefined
        ? { status: 500, body: { error: 'internal', message: 'down' } }
        : { status: 200, body: count };
    }
    return { status: 200, body: { items: [], nextCursor: null } };
  });
});
afterAll(() => server.close());

type HomeData = Exclude<Awaited<ReturnType<typeof loader>>, { init: unknown }>;

/**
 * Runs the home page's loader as the server does: what the page is given, and its
 * `Cache-Control` when the loader set one (`data(page, { headers })`).
 */
async function load(now?: Date): Promise<{ page: HomeData; cacheControl: string | null }> {
  const context = new RouterContextProvider();
  context.set(siteRenderContext, renderContextReaching(server.url, now));
  const answer = await loader({
    params: {},
    context,
    request: new Request('http://coaz.internal/'),
  } as unknown as Parameters<typeof loader>[0]);
  if ('init' in answer) {
    return {
      page: answer.data,
      cacheControl: new Headers(answer.init?.headers).get('cache-control'),
    };
  }
  return { page: answer, cacheControl: null };
}

describe("the home page's loader", () => {
  it("reads the member figures into the page, which the server's cache may keep", async () => {
    Object.assign(counts, {
      '/coaz/api/users/count': 1250,
      '/coaz/api/users/count/active': 812,
      '/coaz/api/districts/count': 116,
    });
    const { page, cacheControl } = await load();
    expect(page.figures).toEqual({ members: 1250, activeMembers: 812, districts: 116 });
    expect(cacheControl).toBeNull();
  });

  it('leaves out a figure it could not read, and marks that page for no cache to keep', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    delete counts['/coaz/api/districts/count'];
    const { page, cacheControl } = await load();
    expect(page.figures).toEqual({ members: 1250, activeMembers: 812 });
    expect(cacheControl).toBe('no-store');
    logged.mockRestore();
  });
});

describe("the home page's events", () => {
  afterAll(() => {
    events = [];
  });

  it('lists the first four events not yet ended, those under way apart, by the server’s clock', async () => {
    Object.assign(counts, {
      '/coaz/api/users/count': 1250,
      '/coaz/api/users/count/active': 812,
      '/coaz/api/districts/count': 116,
    });
    events = [
      testEvent({ id: 1, title: 'Congress', date: '2026-12-04', endDate: '2026-12-08' }),
      testEvent({ id: 2, title: 'Screening day', date: '2026-12-06', startTime: null }),
      testEvent({ id: 3, title: 'Workshop', date: '2026-12-06', startTime: '14:00' }),
      testEvent({ id: 4, title: 'CPD day', date: '2026-12-09' }),
      testEvent({ id: 5, title: 'AGM', date: '2026-12-10' }),
    ];
    const titles = (listed: readonly EventEntry[]) => listed.map((event) => event.title);
    // 23:59 on 5 December in Lusaka: only the congress has begun.
    const evening = await load(new Date('2026-12-05T21:59:00Z'));
    expect(titles(evening.page.happeningNow)).toEqual(['Congress']);
    expect(titles(evening.page.events)).toEqual(['Screening day', 'Workshop', 'CPD day']);
    expect(evening.cacheControl).toBeNull();
    // Midnight: the screening day has begun. The workshop starts later today, and the page may
    // still be kept: the server's cache key turns at its start.
    const midnight = await load(new Date('2026-12-05T22:00:00Z'));
    expect(titles(midnight.page.happeningNow)).toEqual(['Congress', 'Screening day']);
    expect(titles(midnight.page.events)).toEqual(['Workshop', 'CPD day']);
    expect(midnight.cacheControl).toBeNull();
  });
});
