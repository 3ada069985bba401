import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_HASH_COST } from '../../test-support/test-config';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../../test-support/test-server';
import { createPasswordHasher } from '../auth/password-hasher';
import { MIGRATIONS_DIR } from '../config';
import { type Database, openDatabase } from '../db/database';
import { DemoDatabaseRefused } from './demo-database-refused';
import { makeAdmin } from './make-admin';

let testDatabase: TestDatabase;
let database: Database;
let server: TestServer;
let folder: string;
const hasher = createPasswordHasher(TEST_PASSWORD_HASH_COST);
// The PGlite template is seeded as a demo, and the test server seeds one on PostgreSQL: only the
// refusal's own test leaves a database that ran in demo mode refused.
const accepted = { acceptDemoDatabase: true };

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  folder = await mkdtemp(join(tmpdir(), 'coaz-make-admin-'));
  // On PostgreSQL the database is still empty: make-admin migrates it before any server started.
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

describe('make-admin, the first admin without a developer', () => {
  it('creates an admin with a one-time password that the person replaces at the first login', async () => {
    const result = await makeAdmin(database, hasher, MIGRATIONS_DIR, '  First.Admin ', accepted);
    if (result.outcome !== 'created') throw new Error(`expected created, got ${result.outcome}`);
    expect(result.username).toBe('first.admin');
    expect(result.oneTimePassword.length).toBeGreaterThanOrEqual(20);

    server = await startTestServer(testDatabase);
    const first = await login(server, 'first.admin', result.oneTimePassword);
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('OTP');
    const changed = await call(`${server.memberApi}/password/one-time`, {
      method: 'POST',
      json: {
        username: 'first.admin',
        oneTimePassword: result.oneTimePassword,
        newPassword: 'Kabwe-Admin-2027!',
      },
    });
    expect(changed.status).toBe(200);
    const signedIn = await login(server, 'first.admin', 'Kabwe-Admin-2027!');
    expect(signedIn.body.status).toBe('SUCCESSFUL');
    const applications = await call(`${server.memberApi}/admin/applications`, {
      token: signedIn.body.access_token,
    });
    expect(applications.status).toBe(200);
  });

  // The demo's `<repo>/.data`, opened because the operator gave none of the server's settings:
  // an admin made there is nobody's on the site.
  it('refuses a database that ran in demo mode, changing nothing, unless that is accepted', async () => {
    // The server started above is a demo's: it seeded the demo accounts.
    const refused = makeAdmin(database, hasher, MIGRATIONS_DIR, 'demo.active');
    await expect(refused).rejects.toBeInstanceOf(DemoDatabaseRefused);
    await expect(refused).rejects.toThrow(
      /^this database ran in demo mode: it holds 7 demo accounts \(demo\.active, /,
    );
    await expect(makeAdmin(database, hasher, MIGRATIONS_DIR, 'second.admin')).rejects.toThrow(
      DemoDatabaseRefused,
    );
    expect(
      await testDatabase.execute(
        "SELECT username, role FROM users WHERE username IN ('demo.active', 'second.admin')",
      ),
    ).toEqual([{ username: 'demo.active', role: 'member' }]);
  });

  it('makes an existing member admin, keeping their password, and says when nothing changes', async () => {
    const before = await login(server, 'demo.active');
    const refused = await call(`${server.memberApi}/admin/applications`, {
      token: before.body.access_token,
    });
    expect(refused.status).toBe(403);

    expect(await makeAdmin(database, hasher, MIGRATIONS_DIR, 'demo.active', accepted)).toEqual({
      outcome: 'promoted',
      username: 'demo.active',
      status: 'ACTIVE',
    });
    const after = await login(server, 'demo.active');
    const allowed = await call(`${server.memberApi}/admin/applications`, {
      token: after.body.access_token,
    });
    expect(allowed.status).toBe(200);
    expect(
      (await makeAdmin(database, hasher, MIGRATIONS_DIR, 'demo.active', accepted)).outcome,
    ).toBe('already-admin');
  });

  // As the studio's role changes are: the secretariat can read who made each admin, and when.
  it('writes every admin it makes to the audit log, naming itself', async () => {
    const rows = (await testDatabase.execute(
      "SELECT actor, summary FROM audit_log WHERE collection = 'members' AND actor = 'make-admin command' ORDER BY id",
    )) as { actor: string; summary: string }[];
    expect(rows.map((row) => row.summary)).toEqual([
      'Created first.admin as an admin with a one-time password',
      'Changed the role of demo.active from member to admin',
    ]);
  });

  it('refuses a user name the site would not accept, creating nothing', async () => {
    await expect(makeAdmin(database, hasher, MIGRATIONS_DIR, 'a b')).rejects.toThrow(
      /is not a user name/,
    );
    expect(await testDatabase.execute("SELECT 1 FROM users WHERE username = 'a b'")).toEqual([]);
  });
});
