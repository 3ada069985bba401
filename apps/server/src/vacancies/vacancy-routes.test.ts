import { vacancies } from '@coaz/content-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, startTestServer, type TestServer } from '../../test-support/test-server';

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('GET /api/vacancies', () => {
  it('answers the vacancies seeded from content-data, publicly and in their order', async () => {
    const { status, body } = await call(`${server.url}/api/vacancies`);
    expect(status).toBe(200);
    expect(vacancies.length).toBeGreaterThan(0);
    expect(body).toEqual(JSON.parse(JSON.stringify(vacancies)));
  });
});
