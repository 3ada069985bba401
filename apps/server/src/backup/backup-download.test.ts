import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTestFolder } from '../../test-support/remove-test-folder';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../../test-support/test-server';
import { lusakaDate } from '../clock/lusaka-date';
import { MIGRATIONS_DIR } from '../config';
import { openDatabase } from '../db/database';
import { restoreDatabase } from './database-backup';

let folder: string;
let source: TestDatabase;
let server: TestServer;
let url: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'coaz-backup-download-'));
  source = await createTestDatabase();
  server = await startTestServer(source);
  url = `${server.url}/api/admin/backup`;
});

afterAll(async () => {
  await server?.close();
  await source?.drop();
  await removeTestFolder(folder);
});

/** Each table's rows, digested in a stable order. */
async function tableDigests(database: TestDatabase): Promise<Record<string, string>> {
  const tables = (await database.execute(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'
     ORDER BY table_name`,
  )) as { name: string }[];
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = (await database.execute(
      `SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, ',' ORDER BY t::text)), '') AS digest FROM "${name}" t`,
    )) as { digest: string }[];
    digests[name] = row?.digest ?? '';
  }
  return digests;
}

const tokenOf = async (username: string) => (await login(server, username)).body.access_token;

describe('GET /api/admin/backup', () => {
  it('refuses anyone who is not signed in, in JSON', async () => {
    const anonymous = await call(url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('unauthorized');
    const forged = await call(url, { token: 'not-a-token' });
    expect(forged.status).toBe(401);
    expect(forged.body.error).toBe('token_invalid');
  });

  it('refuses editors and members, who may not see every member’s particulars', async () => {
    for (const username of ['demo.editor', 'demo.active']) {
      const refused = await call(url, { token: await tokenOf(username) });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('forbidden');
      expect(refused.headers.get('content-disposition')).toBeNull();
    }
  });

  it('gives an admin the whole database, which the restore command restores row for row', async () => {
    const admin = await tokenOf('demo.admin');
    const response = await fetch(url, { headers: { authorization: `Bearer ${admin}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="coaz-backup-${lusakaDate(new Date())}.jsonl.gz"`,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    // Nothing else writes between the download and this look at the database.
    const expected = await tableDigests(source);
    const header = JSON.parse(gunzipSync(bytes).toString('utf8').split('\n')[0] ?? '');
    expect(header).toMatchObject({ format: 'coaz-backup', engine: source.kind });
    expect(header.rowCounts.users).toBeGreaterThan(0);

    const file = join(folder, 'downloaded.jsonl.gz');
    await writeFile(file, bytes);
    const target = await createTestDatabase();
    try {
      const restored = await openDatabase({
        databaseUrl: target.databaseUrl,
        pglite: target.pglite,
        dataDir: folder,
        poolSize: 1,
      });
      try {
        await restoreDatabase(restored, file, MIGRATIONS_DIR, { replace: true });
      } finally {
        await restored.close();
      }
      expect(await tableDigests(target)).toEqual(expected);
    } finally {
      await target.drop();
    }
    const admins = (await source.execute("SELECT id FROM users WHERE username = 'demo.admin'")) as {
      id: number;
    }[];
    const logged = server.logLines.filter((line) => line.startsWith('backup downloaded'));
    expect(logged).toEqual([
      expect.stringMatching(`^backup downloaded by admin ${admins[0]?.id} `),
    ]);
  });

  it('writes each download to the audit log the studio shows admins, with who took it and when', async () => {
    // The download above; a stdout line alone was read by nobody who could ask why it was taken.
    const audit = (token: string) =>
      call(`${server.url}/api/audit-log?collection=backups`, { token });
    const lines = (await audit(await tokenOf('demo.admin'))).body.items;
    expect(lines).toEqual([
      expect.objectContaining({
        actor: 'demo.admin',
        action: 'create',
        collection: 'backups',
        summary: 'Downloaded a backup of the whole database (every member’s particulars)',
      }),
    ]);
    expect(Date.now() - Date.parse(lines[0].at)).toBeLessThan(60_000);
    // An editor of news has no need to see it, as with payments.
    expect((await audit(await tokenOf('demo.editor'))).body.items).toEqual([]);
  });

  it('lets other requests, writes too, run while a backup is taken', async () => {
    // On PGlite's one session they once ran inside the backup's read-only transaction, and failed.
    const admin = await tokenOf('demo.admin');
    const backup = fetch(url, { headers: { authorization: `Bearer ${admin}` } });
    const logins = await Promise.all(
      ['demo.editor', 'demo.active', 'demo.editor'].map((username) => login(server, username)),
    );
    expect(logins.map(({ status }) => status)).toEqual([200, 200, 200]);
    const response = await backup;
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  });

  it('takes no backup for a HEAD request, which would spend one of the hour’s three', async () => {
    const admin = await tokenOf('demo.admin');
    const before = server.logLines.filter((line) => line.startsWith('backup downloaded')).length;
    const head = await fetch(url, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(head.status).toBe(405);
    expect(head.headers.get('allow')).toBe('GET');
    const after = server.logLines.filter((line) => line.startsWith('backup downloaded')).length;
    expect(after).toBe(before);
  });

  it('lets an admin download three backups an hour, then refuses in JSON', async () => {
    const admin = await tokenOf('demo.admin');
    // The tests above took two of the three.
    const third = await fetch(url, { headers: { authorization: `Bearer ${admin}` } });
    expect(third.status).toBe(200);
    await third.arrayBuffer();
    const refused = await call(url, { token: admin });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('rate_limited');
    expect(refused.body.message).toMatch(
      /^Three backups were downloaded in this hour already\. Try again in /,
    );
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
