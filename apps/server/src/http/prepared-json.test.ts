import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { preparedJson } from './prepared-json';

const request = (encoding: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/x', { headers: { 'accept-encoding': encoding, ...headers } });

/** The indexed constitution's shape: 300 Articles of text. */
const constitution = () => ({
  articles: Array.from({ length: 300 }, (_, number) => ({
    number,
    text: `Article ${number}: members of the Association shall pay their dues in Lusaka.`,
  })),
});

describe('preparedJson', () => {
  it('serialises and compresses once, then answers every request from the bytes it kept', async () => {
    const build = vi.fn(() => ({ items: Array.from({ length: 200 }, (_, id) => ({ id })) }));
    const prepared = preparedJson(build);
    const gzipped = prepared.answer(request('gzip, br'), {});
    const plain = prepared.answer(request('identity'), {});
    prepared.answer(request('gzip'), {});
    expect(build).toHaveBeenCalledTimes(1);
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toBe('accept-encoding');
    expect(JSON.parse(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString())).toEqual(
      build.mock.results[0]?.value,
    );
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-type')).toBe('application/json');
    expect(await plain.json()).toEqual(build.mock.results[0]?.value);
  });

  it('answers a browser that holds the document with 304 and no body, to be asked again next time', async () => {
    const prepared = preparedJson(constitution);
    const first = prepared.answer(request('gzip'), {});
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const again = prepared.answer(request('gzip', { 'if-none-match': etag }), {
      'cache-control': 'public, max-age=300',
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=300');
    const other = prepared.answer(request('gzip', { 'if-none-match': 'W/"older"' }), {});
    expect(other.status).toBe(200);
  });

  it('answers brotli, smaller than gzip, once it has been made off the request path', async () => {
    const prepared = preparedJson(constitution);
    const gzipped = Buffer.from(await prepared.answer(request('gzip'), {}).arrayBuffer());
    let answer = prepared.answer(request('gzip, deflate, br'), {});
    for (
      let tries = 0;
      tries < 200 && answer.headers.get('content-encoding') !== 'br';
      tries += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      answer = prepared.answer(request('gzip, deflate, br'), {});
    }
    expect(answer.headers.get('content-encoding')).toBe('br');
    const brotli = Buffer.from(await answer.arrayBuffer());
    expect(JSON.parse(brotliDecompressSync(brotli).toString())).toEqual(constitution());
    expect(brotli.byteLength).toBeLessThan(gzipped.byteLength);
  });
});

// The OpenAPI document is public and took 19 ms of the server's one thread to build at every
// request (audit of 5 December 2026): 50 requests a second from anyone filled a core.
describe('GET /api/openapi.json', () => {
  let database: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await startTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('builds the document once, however many ask for it', async () => {
    const build = vi.spyOn(app.app, 'getOpenAPIDocument');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.send('/api/openapi.json')),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.openapi).toBe('3.0.3');
    }
    await app.send('/api/openapi.json');
    expect(build.mock.calls.length).toBeLessThanOrEqual(1);
  });
});
