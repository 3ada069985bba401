import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

let database: TestDatabase;
let development: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  development = await startTestApp(database, { mode: 'development' });
});

afterAll(async () => {
  await development.close();
  await database.drop();
});

describe('the message outbox outside demo mode', () => {
  it.each([
    '/api/dev/outbox',
    '/api/dev/outbox?to=260971000001',
    // Malformed queries too: a 400 would say the outbox is there.
    '/api/dev/outbox?to=a&to=b',
    `/api/dev/outbox?to=${'9'.repeat(300)}`,
  ])('answers %s as an address the API does not have', async (address) => {
    const answer = await development.send(address);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'not_found' });
  });
});
