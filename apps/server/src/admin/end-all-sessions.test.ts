import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../../test-support/test-server';
import { type Database, openDatabase } from '../db/database';
import { endAllSessions } from './end-all-sessions';

let testDatabase: TestDatabase;
let database: Database;
let server: TestServer;
let folder: string;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  folder = await mkdtemp(join(tmpdir(), 'coaz-end-sessions-'));
  server = await startTestServer(testDatabase);
  database = await openDatabase({
    databaseUrl: testDatabase.databaseUrl,
    pglite: testDatabase.pglite,
    dataDir: folder,
    poolSize: 1,
  });
});

afterAll(async () => {
  await server?.close();
  await database?.close();
  await testDatabase?.drop();
  await rm(folder, { recursive: true, force: true });
});

describe('end-sessions, signing everyone out', () => {
  it('ends every live session at once: access and refresh tokens are refused, new logins work', async () => {
    const member = (await login(server, 'demo.active')).body;
    const editor = (await login(server, 'demo.editor')).body;
    expect((await call(`${server.memberApi}/profile`, { token: member.access_token })).status).toBe(
      200,
    );

    expect(await endAllSessions(database.db)).toBeGreaterThanOrEqual(2);

    expect((await call(`${server.memberApi}/profile`, { token: member.access_token })).status).toBe(
      401,
    );
    const refreshed = await call(`${server.memberApi}/token/refresh`, {
      token: editor.refresh_token,
    });
    expect(refreshed.status).toBe(401);
    const again = await login(server, 'demo.active');
    expect(
      (await call(`${server.memberApi}/profile`, { token: again.body.access_token })).status,
    ).toBe(200);
    expect(await endAllSessions(database.db)).toBe(1);
  });
});
