import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { MIGRATIONS_DIR } from '../config';
import { type Database, openDatabase } from '../db/database';
import { applyMigrations, withMigrationLock } from '../db/migrate';
import { backupDatabase } from './database-backup';

let folder: string;
let testDatabase: TestDatabase;
let database: Database;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'coaz-backup-mode-'));
  testDatabase = await createTestDatabase();
  database = await openDatabase({
    databaseUrl: testDatabase.databaseUrl,
    pglite: testDatabase.pglite,
    dataDir: folder,
    poolSize: 1,
  });
  // A PostgreSQL test database starts empty (a server migrates it as it starts); a backup refuses
  // a database with no COAZ schema in it.
  await withMigrationLock(database, (query) => applyMigrations(query, MIGRATIONS_DIR));
});

afterAll(async () => {
  await database.close();
  await testDatabase.drop();
  await rm(folder, { recursive: true, force: true });
});

// A backup holds every member's particulars, password hashes and session hashes: on a shared
// server it must not be readable by every account, whatever the umask.
describe('a backup file', () => {
  it('is readable and writable by its owner only', async () => {
    const file = join(folder, 'coaz.jsonl.gz');
    const previous = process.umask(0o022);
    try {
      await backupDatabase(database, file);
    } finally {
      process.umask(previous);
    }
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('is not left half written, under any name, by a backup stopped with SIGTERM', async () => {
    const stopped = await mkdtemp(join(folder, 'stopped-'));
    const file = join(stopped, 'coaz.jsonl.gz');
    const stop = new AbortController();
    stop.abort(new Error('stopped by SIGTERM; no backup was written'));
    await expect(backupDatabase(database, file, { signal: stop.signal })).rejects.toThrow(
      'stopped by SIGTERM',
    );
    expect(await readdir(stopped)).toEqual([]);
  });
});
