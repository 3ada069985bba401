import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPublicAnswerCache } from './public-list-cache';

// The public news list's shape: 40 posts, about 4 kB of JSON.
const posts = Array.from({ length: 40 }, (_, id) => ({
  id,
  title: `News for members in Lusaka, number ${id}`,
}));

const ask = (acceptEncoding: string, ifNoneMatch?: string) =>
  createPublicAnswerCache().respond(
    'v1',
    '/api/news',
    { acceptEncoding, ifNoneMatch },
    async () => posts,
  );

describe('createPublicAnswerCache', () => {
  it('sends a list in brotli to a browser that reads it, smaller than gzip', async () => {
    const brotli = await ask('gzip, deflate, br, zstd');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const body = Buffer.from(await brotli.arrayBuffer());
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(posts);
    const gzipped = await ask('gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(body.byteLength).toBeLessThan((await gzipped.arrayBuffer()).byteLength);
  });
});
