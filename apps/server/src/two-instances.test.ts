import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../test-support/test-server';

let database: TestDatabase;
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  // Started together, as behind a load balancer: the migration lock keeps them from colliding.
  [first, second] = await Promise.all([
    startTestServer(database, { loginLimitPerUser: 4 }),
    startTestServer(database, { loginLimitPerUser: 4 }),
  ]);
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await database.drop();
});

describe(`two server instances on one ${process.env.COAZ_TEST_DB ?? 'pglite'} database`, () => {
  it('refreshes on one a login made on the other, and revokes across both', async () => {
    const { body } = await login(first, 'demo.active');
    const refreshed = await call(`${second.memberApi}/token/refresh`, {
      token: body.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    const current = await call(`${first.memberApi}/current`, {
      token: refreshed.body.access_token,
    });
    expect(current.body.content.user.username).toBe('demo.active');
    await call(`${second.memberApi}/logout`, { method: 'POST', token: body.refresh_token });
    expect(
      (await call(`${first.memberApi}/token/refresh`, { token: body.refresh_token })).status,
    ).toBe(401);
  });

  it('reads on one a content entry written on the other', async () => {
    const token = (await login(second, 'demo.editor')).body.access_token;
    const created = await call(`${first.url}/api/contents`, {
      method: 'POST',
      token,
      json: { title: 'Written on the first instance', body: 'Read on the second.', imageUrl: null },
    });
    expect(created.status).toBe(201);
    const read = await call(`${second.url}/api/contents/${created.body.id}`);
    expect(read.body).toEqual(created.body);
    const stale = await call(`${second.url}/api/contents/${created.body.id}`, {
      method: 'PUT',
      token,
      json: { title: 'Edit', body: 'Edit', imageUrl: null, version: 1 },
    });
    expect(stale.status).toBe(200);
    const conflict = await call(`${first.url}/api/contents/${created.body.id}`, {
      method: 'PUT',
      token,
      json: { title: 'Late edit', body: 'Late edit', imageUrl: null, version: 1 },
    });
    expect(conflict.status).toBe(409);
  });

  it('shows on one a news item published on the other, within one content poll', async () => {
    const token = (await login(first, 'demo.editor')).body.access_token;
    const listed = async (server: TestServer, id: number) =>
      (await call(`${server.url}/api/news?limit=100`)).body.items.some(
        (item: { id: number }) => item.id === id,
      );
    const draft = await call(`${first.url}/api/news`, {
      method: 'POST',
      token,
      json: {
        title: 'Published on one',
        body: 'Read on the other.',
        date: '2099-01-01',
        status: 'draft',
      },
    });
    expect(draft.status).toBe(201);
    // The second instance caches its public list under the content key.
    expect(await listed(second, draft.body.id)).toBe(false);
    const published = await call(`${first.url}/api/news/${draft.body.id}`, {
      method: 'PUT',
      token,
      json: { version: 1, status: 'published' },
    });
    expect(published.status).toBe(200);
    await expect
      .poll(() => listed(second, draft.body.id), { timeout: 10_000, interval: 200 })
      .toBe(true);
    const read = await call(`${second.url}/api/news/${draft.body.id}`);
    expect(read.body).toEqual(published.body);
  });

  it('shows on one a notice written on the other, within one content poll', async () => {
    const token = (await login(first, 'demo.editor')).body.access_token;
    const listed = async (server: TestServer, id: number) =>
      (await call(`${server.url}/api/contents?limit=100`)).body.some(
        (notice: { id: number }) => notice.id === id,
      );
    // The second instance caches its public list under the content key before the write.
    const before = await call(`${second.url}/api/contents?limit=100`);
    expect(before.status).toBe(200);
    const created = await call(`${first.url}/api/contents`, {
      method: 'POST',
      token,
      json: { title: 'Notice from the first', body: 'Listed on the second.', imageUrl: null },
    });
    expect(created.status).toBe(201);
    await expect
      .poll(() => listed(second, created.body.id), { timeout: 10_000, interval: 200 })
      .toBe(true);
    await call(`${first.url}/api/contents/${created.body.id}`, { method: 'DELETE', token });
    await expect
      .poll(() => listed(second, created.body.id), { timeout: 10_000, interval: 200 })
      .toBe(false);
  });

  it('counts failed logins across both instances', async () => {
    for (const server of [first, second, first, second]) {
      expect((await login(server, 'demo.payment', 'wrong')).status).toBe(401);
    }
    expect((await login(second, 'demo.payment')).status).toBe(429);
    expect((await login(first, 'demo.payment')).status).toBe(429);
  });

  it('ends a session revoked on one instance at the next authorised call on the other', async () => {
    const { body } = await login(first, 'demo.active');
    expect((await call(`${second.memberApi}/current`, { token: body.access_token })).status).toBe(
      200,
    );
    // Revoked as the secretariat would, straight in the shared database, with no instance told.
    await database.execute('UPDATE refresh_tokens SET revoked_at = now() WHERE revoked_at IS NULL');
    for (const server of [first, second]) {
      const current = await call(`${server.memberApi}/current`, { token: body.access_token });
      expect(current.status).toBe(401);
      expect(current.body).toMatchObject({
        error: 'token_invalid',
        message: expect.any(String),
      });
      const refresh = await call(`${server.memberApi}/token/refresh`, {
        token: body.refresh_token,
      });
      expect(refresh.status).toBe(401);
    }
  });

  it('counts login attempts per address across both instances', async () => {
    const limits = { loginLimitPerAddress: 4, trustProxy: true };
    const pair = await Promise.all([
      startTestServer(database, limits),
      startTestServer(database, limits),
    ]);
    try {
      const attempt = (server: TestServer, username: string, address = '203.0.113.21') =>
        call(`${server.memberApi}/login`, {
          method: 'POST',
          json: { username, password: 'wrong' },
          headers: { 'x-forwarded-for': address },
        });
      const [one, two] = pair;
      for (const [server, name] of [
        [one, 'b1'],
        [two, 'b2'],
        [one, 'b3'],
        [two, 'b4'],
      ] as const) {
        expect((await attempt(server, name)).status).toBe(401);
      }
      const limited = await attempt(one, 'b5');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await attempt(two, 'b6')).status).toBe(429);
      expect((await attempt(two, 'b7', '198.51.100.21')).status).toBe(401);
    } finally {
      await Promise.all(pair.map((server) => server.close()));
    }
  });
});
