import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/app-env';
import { RenderedPageCache } from './rendered-page-cache';
import { type RenderSiteRequest, serveRenderedPages } from './site-renderer';

// The pages of the site below; as the web app's `pageAddress` does, a query it does not read is
// dropped and any other path is the one not-found address.
const PAGES = new Set(['/about', '/news', '/organisation/laws', '/services/cpd']);
const NOT_FOUND = '/__not-found';
const pageAddress = (url: URL) => (PAGES.has(url.pathname) ? url.pathname : NOT_FOUND);

/** A site whose pages say which content version they were rendered under, until it breaks. */
function site() {
  const state = { version: 1, databaseDown: false, pageReadsFail: false, renders: [] as string[] };
  const render: RenderSiteRequest = async (request, context) => {
    const url = new URL(request.url);
    state.renders.push(`${url.pathname}${url.search}`);
    if (state.databaseDown || state.pageReadsFail)
      return new Response('Server error page', { status: 500 });
    return new Response(`${url.pathname} at ${context.cacheKey}`, {
      status: url.pathname === NOT_FOUND ? 404 : 200,
      headers: { 'content-type': 'text/html' },
    });
  };
  const app = new Hono<AppEnv>();
  app.get(
    '*',
    serveRenderedPages({
      render,
      pageAddress,
      cache: new RenderedPageCache(),
      cacheKey: async () => {
        if (state.databaseDown) throw new Error('database unreachable');
        return `v${state.version}`;
      },
      now: () => new Date('2026-11-28T10:00:00Z'),
      apiFetch: fetch,
    }),
  );
  app.onError((_error, c) => c.json({ error: 'unavailable' }, 503));
  return { app, state };
}

describe('serveRenderedPages while the database cannot be reached', () => {
  it('answers the page as last rendered for that address, and renders afresh once it is back', async () => {
    const { app, state } = site();
    expect(await (await app.request('/about')).text()).toBe('/about at v1');
    state.version = 2;
    expect(await (await app.request('/about')).text()).toBe('/about at v2');

    state.databaseDown = true;
    const stale = await app.request('/about');
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe('/about at v2');
    // An address never rendered has nothing to fall back on.
    expect((await app.request('/organisation/laws')).status).toBe(503);

    state.databaseDown = false;
    state.version = 3;
    expect(await (await app.request('/about')).text()).toBe('/about at v3');
  });

  it('answers the last good page when a render fails with a server error', async () => {
    const { app, state } = site();
    await app.request('/news');
    state.version = 2;
    // The content version was read, but the page's own reads failed.
    state.pageReadsFail = true;
    const answer = await app.request('/news');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('/news at v1');
    // Nothing rendered before: the error page, as it was.
    expect((await app.request('/services/cpd')).status).toBe(500);
  });
});

describe('serveRenderedPages against made-up addresses', () => {
  it('renders a page once for any number of query strings it does not read', async () => {
    const { app, state } = site();
    for (let junk = 0; junk < 200; junk += 1) {
      const answer = await app.request(`/about?x=${junk}`);
      expect(await answer.text()).toBe('/about at v1');
    }
    expect(state.renders).toEqual(['/about']);
  });

  it('answers every address the site has no page for with one 404 page, rendered once', async () => {
    const { app, state } = site();
    for (let junk = 0; junk < 200; junk += 1) {
      const answer = await app.request(`/made-up-${junk}?x=${junk}`);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toBe(`${NOT_FOUND} at v1`);
    }
    expect(state.renders).toEqual([NOT_FOUND]);
    // A publish renders it once more, as every page.
    state.version = 2;
    expect((await app.request('/made-up-again')).status).toBe(404);
    expect(state.renders).toEqual([NOT_FOUND, NOT_FOUND]);
  });
});
