import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { pageRenderLimitPerAddress: 2, trustProxy: true });
  // A stand-in for the web app's server build whose every query is a page of its own, as a
  // news post's `?article=` is in the real one.
  const build = join(server.config.webRoot, '..', 'server');
  await mkdir(build, { recursive: true });
  await writeFile(
    join(build, 'index.js'),
    `export function pageAddress(url) {
  return url.pathname + url.search;
}
export async function renderSiteRequest(request) {
  const { pathname, search } = new URL(request.url);
  return new Response('<h1>' + pathname + search + '</h1>', { headers: { 'content-type': 'text/html' } });
}
`,
  );
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

const page = (path: string, visitor: string) =>
  fetch(`${server.url}${path}`, { headers: { 'x-forwarded-for': visitor } });

describe('the renders one address may cause', () => {
  it('refuses an address past PAGE_RENDER_LIMIT_PER_ADDRESS new pages a minute, in JSON with the wait', async () => {
    expect((await page('/news?article=1', '198.51.100.20')).status).toBe(200);
    expect((await page('/news?article=2', '198.51.100.20')).status).toBe(200);

    const refused = await page('/news?article=3', '198.51.100.20');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({
      error: 'rate_limited',
      message: 'Too many new pages were asked for from your address. Try again in 1 minute.',
      retryAfterSeconds: 60,
    });

    // What is already rendered costs nothing and is still answered; other addresses are not held up.
    expect(await (await page('/news?article=2', '198.51.100.20')).text()).toBe(
      '<h1>/news?article=2</h1>',
    );
    expect((await page('/news?article=3', '203.0.113.21')).status).toBe(200);
  });
});
