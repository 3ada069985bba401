import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTestFolder } from '../../test-support/remove-test-folder';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { login, startTestServer, type TestServer } from '../../test-support/test-server';

let folder: string;
let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'coaz-backup-data-dir-'));
  database = await createTestDatabase();
  // With a JWT_SECRET set and the uploads' folder elsewhere (UPLOAD_DIR), nothing else makes
  // DATA_DIR: on PostgreSQL it need never exist before the first download.
  server = await startTestServer(database, { dataDir: join(folder, 'not-made-yet') });
});

afterAll(async () => {
  await server?.close();
  await database?.drop();
  await removeTestFolder(folder);
});

describe('GET /api/admin/backup before DATA_DIR exists', () => {
  it('makes the folder and gives the backup, leaving nothing in it, where it answered 500', async () => {
    const admin = (await login(server, 'demo.admin')).body.access_token;
    const response = await fetch(`${server.url}/api/admin/backup`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect(await readdir(join(folder, 'not-made-yet'))).toEqual([]);
  });
});
