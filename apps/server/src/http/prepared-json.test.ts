import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { preparedJson } from './prepared-json';

const request = (encoding: string) =>
  new Request('http://localhost/x', { headers: { 'accept-encoding': encoding } });

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
