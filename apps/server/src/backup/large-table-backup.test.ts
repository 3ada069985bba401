import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { MIGRATIONS_DIR } from '../config';
import { type Database, openDatabase, pgliteDatabase } from '../db/database';
import { applyMigrations, withMigrationLock } from '../db/migrate';
import { backupDatabase, restoreDatabase } from './database-backup';

// Pictures and members' documents live in the database, hex-encoded in the file. A table written
// as one line (and read by one query) failed the backup once it passed V8's longest string, some
// 250 MB of files: a large table is written over several lines, each read in pages.

let folder: string;
let testDatabase: TestDatabase;
let database: Database;
const opened: Database[] = [];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'coaz-large-backup-'));
  testDatabase = await createTestDatabase();
  database = await openDatabase({
    databaseUrl: testDatabase.databaseUrl,
    pglite: testDatabase.pglite,
    dataDir: folder,
    poolSize: 1,
  });
  await withMigrationLock(database, (query) => applyMigrations(query, MIGRATIONS_DIR));
  await database.withConnection((query) =>
    query(
      `INSERT INTO upload_blobs (name, content_type, bytes)
       SELECT 'blob-' || g || '.webp', 'image/webp', decode(repeat(lpad(to_hex(g), 2, '0'), 1000), 'hex')
       FROM generate_series(1, 12) g`,
    ),
  );
});

afterAll(async () => {
  for (const one of opened) await one.close();
  await database.close();
  await testDatabase.drop();
  await rm(folder, { recursive: true, force: true });
});

const blobsOf = (one: Database) =>
  one.withConnection(
    async (query) =>
      (await query("SELECT name, encode(bytes, 'hex') AS hex FROM upload_blobs ORDER BY name"))
        .rows,
  );

async function emptyDatabase(): Promise<Database> {
  const fresh = pgliteDatabase(await PGlite.create(), true);
  opened.push(fresh);
  return fresh;
}

describe('a table larger than one line of the backup', () => {
  it('is written over several lines and restored whole', async () => {
    const file = join(folder, 'split.jsonl.gz');
    // Each row is some 2 000 characters of hex: five lines of at most three rows and the rest.
    const header = await backupDatabase(database, file, { lineChars: 5_000 });
    expect(header.rowCounts.upload_blobs).toBe(12);
    const lines = gunzipSync(await readFile(file))
      .toString()
      .trim()
      .split('\n');
    const blobLines = lines.filter((line) => line.startsWith('{"table":"upload_blobs"'));
    expect(blobLines.length).toBeGreaterThan(1);
    const restored = await emptyDatabase();
    await restoreDatabase(restored, file, MIGRATIONS_DIR);
    expect(await blobsOf(restored)).toEqual(await blobsOf(database));
  });

  it('still restores a version 1 file, one line per table, as the previous release wrote', async () => {
    const file = join(folder, 'whole.jsonl.gz');
    await backupDatabase(database, file);
    const [header, ...tables] = gunzipSync(await readFile(file))
      .toString()
      .trim()
      .split('\n');
    const older = join(folder, 'version-1.jsonl.gz');
    const headerV1 = { ...JSON.parse(header ?? '{}'), version: 1 };
    await writeFile(older, gzipSync(`${[JSON.stringify(headerV1), ...tables].join('\n')}\n`));
    const restored = await emptyDatabase();
    await restoreDatabase(restored, older, MIGRATIONS_DIR);
    expect(await blobsOf(restored)).toEqual(await blobsOf(database));
  });
});
