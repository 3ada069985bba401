import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { OPENAPI_WRITE_COMMAND, openApiSnapshotPath } from './openapi-snapshot';

let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe("api-client's OpenAPI snapshot", () => {
  it('matches the document the routes publish', async () => {
    const live = (await app.send('/api/openapi.json')).body;
    const snapshot = JSON.parse(await readFile(openApiSnapshotPath(), 'utf8'));
    expect(
      live,
      `The server's OpenAPI document and packages/api-client/openapi/coaz-api.json differ: run \`${OPENAPI_WRITE_COMMAND}\`, then build @coaz/api-client and fix what its typecheck reports.`,
    ).toEqual(snapshot);
  });
});
