import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../../test-support/test-server';
import { createAdjustableClock } from '../clock/clock';

let database: TestDatabase;
let server: TestServer;
const clock = createAdjustableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  clock.setNow(new Date('2026-11-23T09:00:00+02:00'));
  server = await startTestServer(database, { contentPollMs: 0 }, { services: { clock } });
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

const listed = async (when: 'open' | 'closed') =>
  (await call(`${server.url}/api/vacancies?when=${when}&limit=100`)).body.items.map(
    (item: { id: number }) => item.id,
  );

it('keeps a vacancy open until 23:59:59 in Lusaka on its closing day, and closed from midnight', async () => {
  const editor = (await login(server, 'demo.editor')).body.access_token;
  const created = await call(`${server.url}/api/vacancies`, {
    method: 'POST',
    token: editor,
    json: { position: 'Clinical officer', company: 'A district hospital', closingOn: '2026-11-23' },
  });
  expect(created.status).toBe(201);
  const id = created.body.id;

  // The last second of the closing day in Lusaka (21:59:59 UTC): still open, on the careers page's
  // list and in the API's.
  clock.setNow(new Date('2026-11-23T23:59:59+02:00'));
  expect(await listed('open')).toContain(id);
  expect(await listed('closed')).not.toContain(id);

  // Midnight in Lusaka, though still 23 November in UTC: closed.
  clock.setNow(new Date('2026-11-24T00:00:00+02:00'));
  expect(await listed('open')).not.toContain(id);
  expect(await listed('closed')).toContain(id);
});
