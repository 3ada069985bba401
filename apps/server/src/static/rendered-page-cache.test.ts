import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { preparePage, type RenderedPage, RenderedPageCache } from './rendered-page-cache';

const page = (status: number, text = 'page'): Promise<RenderedPage> =>
  preparePage(new Response(text, { status, headers: { 'content-type': 'text/html' } }));

describe('RenderedPageCache', () => {
  it('renders an address once however many ask at the same time, then answers from memory', async () => {
    const cache = new RenderedPageCache();
    let renders = 0;
    const render = () => {
      renders += 1;
      return page(200);
    };
    await Promise.all([cache.get('v1 /news', render), cache.get('v1 /news', render)]);
    await cache.get('v1 /news', render);
    expect(renders).toBe(1);
    await cache.get('v2 /news', render);
    expect(renders).toBe(2);
  });

  it('keeps no server error, so the next visitor gets a fresh attempt', async () => {
    const cache = new RenderedPageCache();
    await cache.get('v1 /', () => page(500));
    expect(cache.size).toBe(0);
    await cache.get('v1 /missing', () => page(404));
    expect(cache.size).toBe(1);
  });

  it('keeps no page marked no-store, so a membership verification is checked on every request', async () => {
    const cache = new RenderedPageCache();
    let renders = 0;
    const render = () => {
      renders += 1;
      return preparePage(
        new Response('verified', {
          headers: { 'content-type': 'text/html', 'cache-control': 'no-store' },
        }),
      );
    };
    const first = await cache.get('v1 /verify/COAZ-000123', render);
    await cache.get('v1 /verify/COAZ-000123', render);
    expect(renders).toBe(2);
    expect(cache.size).toBe(0);
    expect(first.headers['cache-control']).toBe('no-store');
  });

  it('keeps the site’s pages however many one-off answers come after them', async () => {
    const cache = new RenderedPageCache(3, 2);
    let renders = 0;
    const render = (status: number) => () => {
      renders += 1;
      return page(status);
    };
    for (const address of ['/', '/about', '/about.data?_routes=routes%2Fabout']) {
      await cache.get(`v1 ${address}`, render(200));
    }
    for (let id = 1; id <= 100; id += 1) {
      await cache.get(`v1 /news?article=${id}`, render(id % 2 === 0 ? 200 : 404));
      await cache.get(`v1 /__not-found${id}`, render(404));
    }
    renders = 0;
    for (const address of ['/', '/about', '/about.data?_routes=routes%2Fabout']) {
      await cache.get(`v1 ${address}`, render(200));
    }
    expect(renders).toBe(0);
    expect(cache.size).toBe(5);
  });

  it('forgets the least recently used page beyond its size', async () => {
    const cache = new RenderedPageCache(2);
    await cache.get('a', () => page(200, 'a'));
    await cache.get('b', () => page(200, 'b'));
    await cache.get('a', () => page(200, 'again'));
    await cache.get('c', () => page(200, 'c'));
    const a = await cache.get('a', () => page(200, 'new a'));
    const b = await cache.get('b', () => page(200, 'new b'));
    expect(new TextDecoder().decode(a.body)).toBe('a');
    expect(new TextDecoder().decode(b.body)).toBe('new b');
  });
});

describe('preparePage', () => {
  it('allows exactly the inline scripts of a page, and compresses it once', async () => {
    const html = `<p>${'Members meet in Lusaka. '.repeat(40)}</p><script nonce="m4rk">start()</script>`;
    const prepared = await preparePage(
      new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
      'm4rk',
    );
    expect(prepared.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(prepared.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(prepared.brotli?.byteLength).toBeLessThan(html.length);
    expect(prepared.gzip?.byteLength).toBeLessThan(html.length);
  });

  it('allows only the scripts carrying the render’s marker, and takes the marker out', async () => {
    const marker = 'Zk3pQ8wXr2LmN5vB7cT1yA';
    const injected = 'alert(document.cookie)';
    const html = [
      `<link rel="modulepreload" href="/assets/entry.js" nonce="${marker}">`,
      `<script nonce="${marker}">start()</script>`,
      `<p>An editor’s words</p><script>${injected}</script>`,
      `<script nonce="a-guess">${injected}</script>`,
      `<script type="application/ld+json" nonce="${marker}">{"@type":"Event"}</script>`,
    ].join('');
    const prepared = await preparePage(
      new Response(html, { headers: { 'content-type': 'text/html' } }),
      marker,
    );
    const hashOf = (body: string) =>
      `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    const scripts = prepared.headers['content-security-policy']
      ?.split('; ')
      .find((directive) => directive.startsWith('script-src'));
    expect(scripts).toBe(`script-src 'self' ${hashOf('start()')}`);
    const sent = Buffer.from(prepared.body).toString('utf8');
    expect(sent).not.toContain(marker);
    expect(sent).toContain('<script>start()</script>');
    expect(sent).toContain('<link rel="modulepreload" href="/assets/entry.js">');
    // The unmarked script is sent as it came, but no hash in the policy lets it run.
    expect(sent).toContain(`<script>${injected}</script>`);
    expect(prepared.headers.etag).toBe(
      `"${createHash('sha256').update(sent).digest('base64url').slice(0, 27)}"`,
    );
  });

  it('allows no inline script when the render had no marker', async () => {
    const prepared = await page(200, '<script>start()</script>');
    expect(prepared.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it.each([
    'application/atom+xml; charset=utf-8',
    'application/rss+xml',
    'application/xml; charset=utf-8',
    'application/manifest+json',
    'image/svg+xml',
  ])('compresses %s, text like a page', async (type) => {
    const text = `<entry>${'A notice for members in Lusaka. '.repeat(40)}</entry>`;
    const prepared = await preparePage(new Response(text, { headers: { 'content-type': type } }));
    expect(prepared.brotli?.byteLength).toBeLessThan(text.length / 4);
    expect(prepared.gzip?.byteLength).toBeLessThan(text.length / 4);
    expect(prepared.headers.vary).toBe('accept-encoding');
  });

  it('says a page is UTF-8 in its content type, not only in its <meta charset>', async () => {
    const prepared = await page(200, '<title>Members</title>');
    expect(prepared.headers['content-type']).toBe('text/html; charset=utf-8');
    const said = await preparePage(
      new Response('<p>x</p>', { headers: { 'content-type': 'text/html; charset=UTF-8' } }),
    );
    expect(said.headers['content-type']).toBe('text/html; charset=UTF-8');
  });

  it('leaves a picture as it is: compressing it again saves nothing', async () => {
    const prepared = await preparePage(
      new Response(new Uint8Array(2048), { headers: { 'content-type': 'image/webp' } }),
    );
    expect(prepared.brotli).toBeUndefined();
  });
});
