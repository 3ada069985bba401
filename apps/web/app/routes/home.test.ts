import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteRenderContext } from '../render/site-render-context';
import { defaultSiteSettings } from '../site/site-settings';
import { renderContextReaching } from '../test-support/content-server';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import { loader } from './home';

/** The counts the member service answers; a count left out is answered 500. */
const counts: Record<string, number> = {};
let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer(({ method, path }) => {
    if (method !== 'GET') return undefined;
    const url = new URL(path, 'http://local');
    if (url.pathname === '/api/site-settings') return { status: 200, body: defaultSiteSettings() };
    if (url.pathname === '/api/contents') return { status: 200, body: [] };
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
async function load(): Promise<{ page: HomeData; cacheControl: string | null }> {
  const context = new RouterContextProvider();
  context.set(siteRenderContext, renderContextReaching(server.url));
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
