import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressJson } from './compress-json';

// A news list as the API answers it: about 7 kB of JSON, much of it repeated keys.
const news = Array.from({ length: 40 }, (_, id) => ({
  id,
  title: `Notice ${id} for members in Lusaka`,
  publishedAt: '2026-12-01T08:00:00.000Z',
}));

function app() {
  const app = new Hono();
  app.use('*', compressJson());
  app.get('/news', (c) => c.json(news));
  return app;
}

const ask = (encoding: string) =>
  app().request('/news', { headers: { 'accept-encoding': encoding } });

describe('compressJson', () => {
  it('answers a browser that accepts brotli with brotli, the smaller of the two', async () => {
    const brotli = await ask('gzip, deflate, br, zstd');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('accept-encoding');
    const body = Buffer.from(await brotli.arrayBuffer());
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(news);
    const gzipped = Buffer.from(await (await ask('gzip')).arrayBuffer());
    expect(JSON.parse(gunzipSync(gzipped).toString())).toEqual(news);
    expect(body.byteLength).toBeLessThan(gzipped.byteLength);
  });

  it('sends the JSON as it is to a client that accepts neither', async () => {
    const plain = await ask('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(news);
  });
});
