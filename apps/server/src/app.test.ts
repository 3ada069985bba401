import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../test-support/test-server';

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  await server.chatIndexBuilt;
  const { webRoot, storybookRoot } = server.config;
  await mkdir(join(webRoot, 'about'), { recursive: true });
  await mkdir(storybookRoot, { recursive: true });
  await writeFile(
    join(webRoot, 'index.html'),
    '<h1>Home</h1><script>window.__context = {"route":"/"};</script><script src="/assets/app.js"></script>',
  );
  const about = `<h1>About</h1>${'<p>The association of clinical officers.</p>'.repeat(40)}<script>window.__page = "about";</script>`;
  await writeFile(join(webRoot, 'about', 'index.html'), about);
  // The web build writes these copies; the server only sends them.
  await writeFile(join(webRoot, 'about', 'index.html.br'), brotliCompressSync(about));
  await writeFile(join(webRoot, 'about', 'index.html.gz'), gzipSync(about));
  // A stand-in for the web app's server build: renders each address with a count, so a test can
  // tell a cached page from a new rendering, and calls the API in process as the real one does.
  await mkdir(join(webRoot, '..', 'server'), { recursive: true });
  await writeFile(
    join(webRoot, '..', 'server', 'index.js'),
    `let renders = 0;
// Every address is a page of its own here: the real build's pageAddress is tested in the web app.
export function pageAddress(url) {
  return url.pathname + url.search;
}
export async function renderSiteRequest(request, context) {
  renders += 1;
  const { pathname } = new URL(request.url);
  if (pathname === '/missing') {
    return new Response('<h1>Not found</h1>', { status: 404, headers: { 'content-type': 'text/html' } });
  }
  const health = await context.apiFetch('http://coaz.internal/api/health');
  const body = '<h1>' + pathname + '</h1><p>render ' + renders + ', health ' + health.status + '</p>' +
    '<p>' + 'Rendered for the association. '.repeat(40) + '</p><script nonce="' + context.scriptMarker + '">start()</script>' +
    '<script>injected()</script>';
  return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}
`,
  );
  await writeFile(join(storybookRoot, 'index.html'), '<title>COAZ Storybook</title>');
  await writeFile(join(tmpdir(), 'coaz-secret.txt'), 'private words of the host');
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('the web app and Storybook', () => {
  it('serves prerendered pages by route', async () => {
    const home = await fetch(`${server.url}/`);
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(await home.text()).toContain('<h1>Home</h1>');
    expect(await (await fetch(`${server.url}/about`)).text()).toContain('<h1>About</h1>');
  });

  it('allows a page’s own inline scripts by hash and nothing else inline', async () => {
    const home = await fetch(`${server.url}/`);
    const policy = home.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toContain("unsafe-inline' ;");
    expect(policy.split(';').find((part) => part.includes('script-src'))).not.toContain(
      'unsafe-inline',
    );
  });

  it('sends pages compressed when the browser accepts it, and revalidated on every visit', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${server.url}/about`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
      expect(await response.text()).toContain('The association of clinical officers.');
    }
    const plain = await fetch(`${server.url}/about`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('answers a page the browser already holds with 304 and no body', async () => {
    const first = await fetch(`${server.url}/about`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    await first.arrayBuffer();
    const again = await fetch(`${server.url}/about`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // The 304 refreshes the stored headers: it must carry the page's own policy (with the hashes
    // of its inline scripts), not the site-wide default that would block them.
    expect(again.headers.get('content-security-policy')).toBe(
      first.headers.get('content-security-policy'),
    );
    expect(first.headers.get('content-security-policy')).toContain("'sha256-");
    const changed = await fetch(`${server.url}/about`, { headers: { 'if-none-match': '"old"' } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('<h1>About</h1>');
  });

  it("renders a page without a file through the web app's server build, once per content version", async () => {
    const first = await fetch(`${server.url}/news`, { headers: { 'accept-encoding': 'br' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('br');
    const text = await first.text();
    expect(text).toMatch(/<h1>\/news<\/h1><p>render \d+, health 200<\/p>/);
    // Only the script the render marked is allowed, and the marker never leaves the server.
    const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    expect(first.headers.get('content-security-policy')).toContain(hash('start()'));
    expect(first.headers.get('content-security-policy')).not.toContain(hash('injected()'));
    expect(text).toContain('<script>start()</script><script>injected()</script>');
    // The same address under the same content version is the cached page, not a new rendering.
    const again = await fetch(`${server.url}/news`);
    expect(await again.text()).toBe(text);
    const etag = first.headers.get('etag') ?? '';
    expect((await fetch(`${server.url}/news`, { headers: { 'if-none-match': etag } })).status).toBe(
      304,
    );
    expect(await (await fetch(`${server.url}/news?article=2`)).text()).not.toBe(text);
  });

  it("answers an unknown page with the web app's 404 page", async () => {
    const response = await fetch(`${server.url}/missing`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Not found');
  });

  it('answers a page asked with another method than GET with 405, naming GET', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await call(`${server.url}/news`, { method, json: {} });
      expect({ method, status: response.status }).toEqual({ method, status: 405 });
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(response.body).toEqual({
        error: 'method_not_allowed',
        message: `This address does not take ${method}; use GET`,
      });
    }
    const form = await call(`${server.url}/needs_javascript`, { method: 'PUT', json: {} });
    expect(form.headers.get('allow')).toBe('GET, HEAD, POST');
  });

  it('turns a member form posted without script into the page that says it needs script', async () => {
    const response = await fetch(`${server.url}/needs_javascript`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=someone&password=not-in-any-address',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/needs_javascript');
  });

  it('never serves a file outside the web root', async () => {
    const response = await fetch(`${server.url}/..%2f..%2f..%2fcoaz-secret.txt`);
    expect(await response.text()).not.toContain('private words of the host');
  });

  it('serves the built Storybook under /storybook', async () => {
    const redirect = await fetch(`${server.url}/storybook`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    const page = await fetch(`${server.url}/storybook/`);
    expect(await page.text()).toContain('COAZ Storybook');
    // Storybook's manager shows stories in a frame of its own origin; the site itself may not be framed.
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const site = await fetch(`${server.url}/`);
    expect(site.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(site.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('the HTTP layer', () => {
  it('reports the chat service healthy without internals', async () => {
    const response = await call(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'healthy' });
  });

  it('answers unknown API routes with a JSON 404 under both bases', async () => {
    for (const url of [`${server.url}/api/nothing-here`, `${server.memberApi}/nothing-here`]) {
      const response = await call(url, { method: 'POST', json: {} });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: 'not_found', message: expect.any(String) });
    }
  });

  it('answers a method an API address does not take with 405 and the methods it does take', async () => {
    const cases = [
      {
        url: `${server.url}/api/news/4`,
        method: 'PATCH',
        allow: 'DELETE, GET, HEAD, OPTIONS, PUT',
      },
      { url: `${server.url}/api/health`, method: 'DELETE', allow: 'GET, HEAD, OPTIONS' },
      { url: `${server.memberApi}/login`, method: 'PUT', allow: 'GET, HEAD, OPTIONS, POST' },
      { url: `${server.url}/api/openapi.json`, method: 'POST', allow: 'GET, HEAD, OPTIONS' },
      // The editors' guard is registered for PUT and DELETE on the list's address too; a guard
      // answers nothing, so those are not offered there.
      { url: `${server.url}/api/news`, method: 'PUT', allow: 'GET, HEAD, OPTIONS, POST' },
    ];
    const editor = (await login(server, 'demo.editor')).body.access_token as string;
    for (const { url, method, allow } of cases) {
      const response = await call(url, { method, json: {}, token: editor });
      expect({ url, method, status: response.status }).toEqual({ url, method, status: 405 });
      expect(response.headers.get('allow')).toBe(allow);
      expect(response.body).toMatchObject({
        error: 'method_not_allowed',
        message: expect.stringMatching(new RegExp(`does not take ${method}; use `)),
      });
    }
    // A method the address takes still reaches its route.
    expect((await call(`${server.url}/api/health`)).status).toBe(200);
  });

  it('sets the security headers on API answers and pages', async () => {
    for (const url of [`${server.url}/api/contents`, `${server.url}/`]) {
      const { headers } = await fetch(url);
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(headers.get('content-security-policy')).toContain("object-src 'none'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('allows cross-origin calls only from configured origins', async () => {
    const allowed = await fetch(`${server.url}/api/contents`, {
      headers: { origin: 'https://partners.example.org' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partners.example.org');
    const refused = await fetch(`${server.url}/api/contents`, {
      headers: { origin: 'https://elsewhere.example.com' },
    });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a preflight from a configured origin, allowing the bearer header', async () => {
    const response = await fetch(`${server.memberApi}/current`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partners.example.org',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(
      'https://partners.example.org',
    );
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'authorization',
    );
  });

  it('lets a configured origin send the Idempotency-Key a payment documents', async () => {
    // Without it in the allowed headers the browser refuses the preflight and never sends the
    // payment, so another site's client could not use the replay the API promises.
    const response = await fetch(`${server.memberApi}/payments`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partners.example.org',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(response.status).toBe(204);
    const allowed = (response.headers.get('access-control-allow-headers') ?? '')
      .toLowerCase()
      .split(',')
      .map((name) => name.trim());
    expect(allowed).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'idempotency-key']),
    );
  });

  it('answers oversized bodies with 413 JSON', async () => {
    const response = await call(`${server.memberApi}/login`, {
      method: 'POST',
      json: { username: 'x'.repeat(300_000), password: 'y' },
    });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ error: 'payload_too_large' });
  });

  it('answers malformed JSON with 400 JSON', async () => {
    const response = await call(`${server.memberApi}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    const malformed = await fetch(`${server.memberApi}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": ',
    });
    expect(response.status).toBe(400);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      error: expect.any(String),
      message: expect.any(String),
    });
  });

  it('says what to send when a body comes as a type the address does not take', async () => {
    const editor = (await login(server, 'demo.editor')).body.access_token as string;
    for (const [path, type] of [
      [`${server.memberApi}/login`, 'text/plain'],
      [`${server.memberApi}/login`, 'application/x-www-form-urlencoded'],
      [`${server.url}/api/uploads`, 'application/json'],
    ] as const) {
      const refused = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': type, authorization: `Bearer ${editor}` },
        body: '{"username":"demo.active","password":"Demo-2026!"}',
      });
      expect(refused.status).toBe(415);
      expect(await refused.json()).toEqual({
        error: 'unsupported_media_type',
        message:
          'Send the body as this address takes it: JSON (Content-Type: application/json), or a multipart form (multipart/form-data) for an upload',
      });
    }
  });

  it('publishes an OpenAPI document of every route', async () => {
    const { status, body } = await call(`${server.url}/api/openapi.json`);
    expect(status).toBe(200);
    const paths = Object.keys(body.paths);
    for (const path of [
      '/coaz/api/login',
      '/coaz/api/current',
      '/coaz/api/token/refresh',
      '/coaz/api/logout',
      '/coaz/api/users/count',
      '/coaz/api/users/count/active',
      '/coaz/api/districts/count',
      '/coaz/api/password/one-time',
      '/coaz/api/registration',
      '/coaz/api/payments',
      '/coaz/api/receivables/{receivableId}',
      '/coaz/api/payments/{paymentId}',
      '/api/contents',
      '/api/contents/{id}',
      '/api/uploads',
      '/api/health',
      '/api/vacancies',
      '/api/chat',
      '/api/constitution',
      '/api/constitution/document',
    ]) {
      expect(paths).toContain(path);
    }
    expect(Object.keys(body.paths['/coaz/api/login'])).toEqual(['get', 'post']);
  });
});
