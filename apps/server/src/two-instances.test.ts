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
    ).toBe(403);
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

  it('counts failed logins across both instances', async () => {
    for (const server of [first, second, first, second]) {
      expect((await login(server, 'demo.payment', 'wrong')).status).toBe(401);
    }
    expect((await login(second, 'demo.payment')).status).toBe(429);
    expect((await login(first, 'demo.payment')).status).toBe(429);
  });
});
