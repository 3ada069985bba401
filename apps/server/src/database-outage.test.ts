import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../test-support/tcp-proxy';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../test-support/test-server';

// PostgreSQL only (see vitest.config.ts): the embedded database lives inside the process and
// cannot go away on its own.
let database: TestDatabase;
let proxy: TcpProxy;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  const url = new URL(database.databaseUrl ?? '');
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  server = await startTestServer({ ...database, databaseUrl: url.toString() });
});

afterAll(async () => {
  await server.close();
  await proxy.close();
  await database.drop();
});

/** Asks `/api/health` until it answers `status` (the database probe is kept a moment). */
async function healthWithin(ms: number, status: number) {
  let answer = await call(`${server.url}/api/health`);
  for (let waited = 0; answer.status !== status && waited < ms; waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    answer = await call(`${server.url}/api/health`);
  }
  return answer;
}

describe('the database going away and coming back', () => {
  it('answers 503 JSON meanwhile and recovers without a restart', async () => {
    const { body } = await login(server, 'demo.active');
    expect((await call(`${server.url}/api/contents`)).status).toBe(200);
    expect((await healthWithin(20_000, 200)).body).toEqual({ status: 'healthy' });

    await proxy.cut();
    // The public lists may still answer from memory until the next content poll, which keeps the
    // site readable; a read the cache does not hold needs the database.
    for (const request of [
      call(`${server.url}/api/contents/987654`),
      call(`${server.memberApi}/current`, { token: body.access_token }),
      call(`${server.memberApi}/login`, {
        method: 'POST',
        json: { username: 'demo.active', password: 'Demo-2026!' },
      }),
    ]) {
      const response = await request;
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({
        error: 'service_unavailable',
        message: expect.any(String),
      });
    }

    // The health check says so too, so an uptime check or load balancer sees the outage.
    const health = await healthWithin(5_000, 503);
    expect(health.body).toMatchObject({ status: 'unavailable', error: 'database_unavailable' });
    expect(health.headers.get('retry-after')).toBeTruthy();

    await proxy.restore();
    expect((await healthWithin(5_000, 200)).body).toEqual({ status: 'healthy' });
    expect((await call(`${server.url}/api/contents`)).status).toBe(200);
    expect((await call(`${server.memberApi}/current`, { token: body.access_token })).status).toBe(
      200,
    );
  });
});
