import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { RenderedPageCache } from './rendered-page-cache';
import {
  hasPageAt,
  type RenderAllowance,
  type RenderSiteRequest,
  serveRenderedPages,
} from './site-renderer';

// The pages of the site below; as the web app's `pageAddress` does, a query it does not read is
// dropped and any other path is the one not-found address.
const PAGES = new Set(['/about', '/news', '/organisation/laws', '/services/cpd']);
const NOT_FOUND = '/__not-found';
// `/news?article=N` and `/verify/...` are valued by the visitor, as the web app's are.
const pageAddress = (url: URL) => {
  if (url.pathname === '/news' && url.searchParams.has('article'))
    return `/news?article=${url.searchParams.get('article')}`;
  if (url.pathname.startsWith('/verify/')) return url.pathname;
  return PAGES.has(url.pathname) ? url.pathname : NOT_FOUND;
};

/** A site whose pages say which content version they were rendered under, until it breaks. */
function site(renderAllowance?: RenderAllowance) {
  const state = { version: 1, databaseDown: false, pageReadsFail: false, renders: [] as string[] };
  const render: RenderSiteRequest = async (request, context) => {
    const url = new URL(request.url);
    state.renders.push(`${url.pathname}${url.search}`);
    if (state.databaseDown || state.pageReadsFail)
      return new Response('Server error page', { status: 500 });
    return new Response(`${url.pathname} at ${context.cacheKey}`, {
      status: url.pathname === NOT_FOUND ? 404 : 200,
      headers: {
        'content-type': 'text/html',
        // As a membership verification, which must be current, is never kept.
        ...(url.pathname.startsWith('/verify/') ? { 'cache-control': 'no-store' } : {}),
      },
    });
  };
  const app = new Hono<AppEnv>();
  // The visitor as `clientAddress` would have resolved it.
  app.use('*', async (c, next) => {
    c.set('clientAddress', c.req.header('x-visitor') ?? 'unknown');
    await next();
  });
  app.get(
    '*',
    serveRenderedPages({
      render,
      pageAddress,
      renderAllowance,
      cache: new RenderedPageCache(),
      cacheKey: async () => {
        if (state.databaseDown) throw new Error('database unreachable');
        return `v${state.version}`;
      },
      now: () => new Date('2026-11-28T10:00:00Z'),
      apiFetch: fetch,
    }),
  );
  app.onError((error, c) =>
    error instanceof ApiError
      ? c.json({ error: error.code }, error.status)
      : c.json({ error: 'unavailable' }, 503),
  );
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

/** An allowance counting in memory, refusing past `limit` renders per visitor, as the limiter does. */
function allowanceOf(limit: number) {
  const spent = new Map<string, number>();
  const refuse = () => {
    throw new ApiError(429, 'rate_limited', 'Too many new pages');
  };
  const allowance: RenderAllowance = {
    async check(visitor) {
      if ((spent.get(visitor) ?? 0) >= limit) refuse();
    },
    async spend(visitor) {
      const count = (spent.get(visitor) ?? 0) + 1;
      spent.set(visitor, count);
      if (count > limit) refuse();
    },
  };
  return { allowance, spent };
}

describe('serveRenderedPages with a render allowance', () => {
  const asked = (app: Hono<AppEnv>, path: string, visitor = '198.51.100.7') =>
    app.request(path, { headers: { 'x-visitor': visitor } });

  it('refuses a visitor past the allowance of renders at addresses they choose, and no one else', async () => {
    const { allowance, spent } = allowanceOf(3);
    const { app, state } = site(allowance);
    for (const article of [1, 2, 3]) {
      expect((await asked(app, `/news?article=${article}`)).status).toBe(200);
    }
    const refused = await asked(app, '/news?article=4');
    expect(refused.status).toBe(429);
    expect(state.renders).not.toContain('/news?article=4');
    // A page already rendered costs nothing, so it is still answered.
    expect(await (await asked(app, '/news?article=2')).text()).toBe('/news at v1');
    // Another visitor has an allowance of their own.
    expect((await asked(app, '/news?article=4', '203.0.113.9')).status).toBe(200);
    expect(spent.get('198.51.100.7')).toBe(4);
  });

  it("never counts cached pages or the first render of the site's own pages", async () => {
    const { allowance, spent } = allowanceOf(2);
    const { app } = site(allowance);
    for (const path of ['/about', '/news', '/organisation/laws', '/services/cpd', '/about']) {
      expect((await asked(app, path)).status).toBe(200);
    }
    expect((await asked(app, '/news?article=7')).status).toBe(200);
    for (let again = 0; again < 10; again += 1) {
      expect((await asked(app, '/news?article=7')).status).toBe(200);
    }
    expect(spent.get('198.51.100.7')).toBe(1);
  });

  it('counts pages it does not keep, such as a verification, once each is rendered', async () => {
    const { allowance, spent } = allowanceOf(2);
    const { app, state } = site(allowance);
    expect((await asked(app, '/verify/COAZ-000001')).status).toBe(200);
    expect((await asked(app, '/verify/COAZ-000001')).status).toBe(200);
    expect((await asked(app, '/verify/COAZ-000001')).status).toBe(429);
    expect(state.renders).toEqual(['/verify/COAZ-000001', '/verify/COAZ-000001']);
    // A 404 at a made-up address is one shared page: its first render counts, later ones are cached.
    expect((await asked(app, '/made-up', '203.0.113.9')).status).toBe(404);
    expect((await asked(app, '/made-up-too', '203.0.113.9')).status).toBe(404);
    expect(spent.get('203.0.113.9')).toBe(1);
  });
});

describe('hasPageAt', () => {
  it("tells the site's pages from addresses it does not have, by the build's own pageAddress", () => {
    const at = (path: string) => hasPageAt(pageAddress, new URL(path, 'https://coaz.org.zm'));
    expect(at('/about')).toBe(true);
    expect(at('/news?article=12')).toBe(true);
    expect(at('/verify/COAZ-000001')).toBe(true);
    expect(at('/no-such-page')).toBe(false);
    expect(at('/assets/app.js')).toBe(false);
  });
});
