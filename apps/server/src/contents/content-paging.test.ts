import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, startTestServer, type TestServer } from '../../test-support/test-server';

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  // 120 more notices, several sharing one creation time, as a bulk import would leave them.
  await database.execute(
    `INSERT INTO contents (title, body, created_at)
     SELECT 'Notice ' || n, 'Text ' || n, now() - (n / 3) * interval '1 second'
     FROM generate_series(1, 120) AS n`,
  );
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('paging the notices', () => {
  it('answers 50 by default, and every entry exactly once when following Next-Cursor', async () => {
    const first = await call(`${server.url}/api/contents`);
    expect(first.body).toHaveLength(50);
    const total = (
      (await database.execute('SELECT count(*)::int AS n FROM contents')) as {
        n: number;
      }[]
    )[0]?.n;
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=7&cursor=${cursor}` : '?limit=7';
      const page = await call(`${server.url}/api/contents${query}`);
      expect(page.status).toBe(200);
      expect(page.body.length).toBeLessThanOrEqual(7);
      seen.push(...page.body.map((entry: { id: number }) => entry.id));
      cursor = page.headers.get('next-cursor');
    } while (cursor);
    expect(seen).toHaveLength(total ?? -1);
    expect(new Set(seen).size).toBe(total);
  });

  it('refuses a limit over 100 and a cursor it did not give, with 400 JSON', async () => {
    expect((await call(`${server.url}/api/contents?limit=101`)).status).toBe(400);
    const forged = await call(`${server.url}/api/contents?cursor=bm90LWEtY3Vyc29y`);
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ error: 'validation_failed' });
    // A cursor no list could give, in characters a cursor never holds, is said the same way.
    const mangled = await call(`${server.url}/api/contents?cursor=${encodeURIComponent('a b!')}`);
    expect(mangled.status).toBe(400);
    expect(mangled.body).toEqual({
      error: 'validation_failed',
      message: 'cursor: not a cursor this list gave',
    });
  });
});
