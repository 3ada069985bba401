import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../../test-support/test-server';
import { createAdjustableClock } from './clock';

let database: TestDatabase;
let demo: TestServer;
const clock = createAdjustableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  demo = await startTestServer(database, { contentPollMs: 0 }, { services: { clock } });
});

afterAll(async () => {
  await demo.close();
  await database.drop();
});

const setClock = (server: TestServer, json: unknown) =>
  call(`${server.url}/api/dev/clock`, { method: 'POST', json });

describe('POST /api/dev/clock', () => {
  it('moves the clock a scheduled entry waits for, then back', async () => {
    const editor = (await login(demo, 'demo.editor')).body.access_token;
    const created = await call(`${demo.url}/api/news`, {
      method: 'POST',
      token: editor,
      json: {
        title: 'Next year',
        body: 'Soon.',
        date: '2030-01-01',
        publishAt: '2030-01-01T08:00:00+02:00',
      },
    });
    const visible = async () => (await call(`${demo.url}/api/news/${created.body.id}`)).status;
    expect(await visible()).toBe(404);

    const moved = await setClock(demo, { now: '2030-01-01T08:00:00+02:00' });
    expect(moved.status).toBe(200);
    expect(moved.body.now.startsWith('2030-01-01T06:00')).toBe(true);
    expect(await visible()).toBe(200);

    const offset = await setClock(demo, { offsetMs: 86_400_000 });
    expect(offset.body.offsetMs).toBe(86_400_000);
    expect(await visible()).toBe(404);

    expect((await setClock(demo, { reset: true })).body.offsetMs).toBe(0);
    expect(await visible()).toBe(404);
  });

  it('refuses anything but the three bodies', async () => {
    for (const body of [
      {},
      { now: 'soon' },
      { reset: false },
      { offsetMs: 1.5 },
      { now: '2030-01-01T00:00:00Z', reset: true },
    ]) {
      expect((await setClock(demo, body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses a moment more than a hundred years away, leaving the clock where it was', async () => {
    await setClock(demo, { offsetMs: 86_400_000 });
    for (const now of ['0000-01-01T00:00:00Z', '1900-01-01T00:00:00Z', '2999-01-01T00:00:00Z']) {
      const answer = await setClock(demo, { now });
      expect(answer.status, now).toBe(400);
      expect(answer.body).toMatchObject({
        error: 'validation_failed',
        message: expect.any(String),
      });
      expect(clock.offsetMs()).toBe(86_400_000);
    }
    expect((await call(`${demo.url}/api/events?when=upcoming`)).status).toBe(200);
    await setClock(demo, { reset: true });
  });

  it('does not exist outside demo mode', async () => {
    const other = await startTestServer(database, { mode: 'development' });
    try {
      const answer = await setClock(other, { reset: true });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: 'not_found' });
    } finally {
      await other.close();
    }
  });
});
