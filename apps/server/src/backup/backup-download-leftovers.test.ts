import { mkdir, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTestFolder } from '../../test-support/remove-test-folder';
import { testConfig } from '../../test-support/test-config';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { type Database, openDatabase, pgliteDatabase } from '../db/database';
import { prepareApp } from '../http-server';
import {
  BACKUP_DOWNLOAD_PREFIX,
  inBackupDownloadFolder,
  removeBackupDownloadLeftovers,
  UNLOCKED_FOLDER_IDLE_MS,
} from './backup-download-folder';

// What a backup download stopped mid-way (a crash, a kill) leaves in DATA_DIR: a folder with
// part of every member's particulars. The next start removes it, and never the folder of a
// download another instance is writing at that moment.

let database: TestDatabase;
const opened: Database[] = [];
const folders: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // Migrated by a first start, as the servers below expect.
  const config = await testConfig({ databaseUrl: database.databaseUrl });
  folders.push(dirname(config.dataDir));
  const prepared = await prepareApp(config, { pglite: database.pglite, log: () => {} });
  await prepared.close();
});

afterAll(async () => {
  for (const handle of opened) await handle.close();
  for (const folder of folders) await removeTestFolder(folder);
  await database?.drop();
});

/** A handle of its own on the test database, as another instance has. */
async function instanceDatabase(): Promise<Database> {
  const handle = database.pglite
    ? pgliteDatabase(database.pglite, false)
    : await openDatabase({ databaseUrl: database.databaseUrl, dataDir: '', poolSize: 2 });
  opened.push(handle);
  return handle;
}

async function dataDir(): Promise<string> {
  const config = await testConfig();
  folders.push(dirname(config.dataDir));
  await mkdir(config.dataDir, { recursive: true });
  return config.dataDir;
}

async function leftover(dir: string, name: string, ageMs = 0): Promise<void> {
  const folder = join(dir, name);
  await mkdir(folder);
  const file = join(folder, 'coaz-backup.jsonl.gz.partial');
  await writeFile(file, 'part of every member’s particulars');
  const at = new Date(Date.now() - ageMs);
  await utimes(file, at, at);
  await utimes(folder, at, at);
}

describe('what stopped backup downloads leave in DATA_DIR', () => {
  it('is removed when a server starts, and nothing else is', async () => {
    const config = await testConfig({ databaseUrl: database.databaseUrl });
    folders.push(dirname(config.dataDir));
    await mkdir(config.dataDir, { recursive: true });
    const crashed = `${BACKUP_DOWNLOAD_PREFIX}${'7c'.repeat(16)}`;
    await leftover(config.dataDir, crashed);
    // Written by the version before this one, under no lock: gone once idle for an hour.
    await leftover(
      config.dataDir,
      `${BACKUP_DOWNLOAD_PREFIX}Qx81Ze`,
      UNLOCKED_FOLDER_IDLE_MS + 60_000,
    );
    await leftover(config.dataDir, `${BACKUP_DOWNLOAD_PREFIX}Lm20Pa`, 5 * 60_000);
    await writeFile(join(config.dataDir, 'jwt-secret'), 'kept');
    await writeFile(join(config.dataDir, `${BACKUP_DOWNLOAD_PREFIX}notes.txt`), 'a file, kept');
    await mkdir(join(config.dataDir, 'uploads'));
    const logLines: string[] = [];
    const prepared = await prepareApp(config, {
      pglite: database.pglite,
      log: (line) => logLines.push(line),
    });
    await prepared.close();
    expect((await readdir(config.dataDir)).sort()).toEqual(
      [
        `${BACKUP_DOWNLOAD_PREFIX}Lm20Pa`,
        `${BACKUP_DOWNLOAD_PREFIX}notes.txt`,
        'jwt-secret',
        'uploads',
      ].sort(),
    );
    expect(logLines).toContain(
      'backup downloads: removed 2 folders that stopped downloads left in DATA_DIR',
    );
  });

  it('leaves the folder a download in another instance is writing, which removes it itself', async () => {
    const dir = await dataDir();
    const [writer, starting] = [await instanceDatabase(), await instanceDatabase()];
    let folderWritten = '';
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let written = () => {};
    const writing = new Promise<void>((resolve) => {
      written = resolve;
    });
    const download = inBackupDownloadFolder(writer, dir, async (folder) => {
      folderWritten = folder;
      await writeFile(join(folder, 'coaz-backup.jsonl.gz.partial'), 'half a backup');
      written();
      await finished;
      return readFile(join(folder, 'coaz-backup.jsonl.gz.partial'), 'utf8');
    });
    await writing;
    const logLines: string[] = [];
    const cleaning = removeBackupDownloadLeftovers(starting, dir, (line) => logLines.push(line));
    // On PostgreSQL the look ends at once; on PGlite it waits for the download's turn to end.
    await Promise.race([cleaning, sleep(500)]);
    expect(await readdir(dir)).toEqual([folderWritten.slice(dir.length + 1)]);
    finish();
    expect(await download).toBe('half a backup');
    expect(await cleaning).toBe(0);
    expect(logLines).toEqual([]);
    expect(await readdir(dir)).toEqual([]);
  });

  it('is removed once the connection that held its lock is gone, as when its process died', async () => {
    const dir = await dataDir();
    const name = `${BACKUP_DOWNLOAD_PREFIX}${'e4'.repeat(16)}`;
    let holder: pg.Client | undefined;
    if (database.databaseUrl) {
      // Another instance's download, on a connection of its own.
      holder = new pg.Client({ connectionString: database.databaseUrl });
      await holder.connect();
      await holder.query('SELECT pg_advisory_lock_shared(7260413, hashtext($1))', [name]);
    }
    await leftover(dir, name);
    const starting = await instanceDatabase();
    if (holder) {
      expect(await removeBackupDownloadLeftovers(starting, dir, () => {})).toBe(0);
      expect(await readdir(dir)).toEqual([name]);
      // The process dies: its connection ends, with no unlock, and the lock with it.
      await holder.end();
      await expect
        .poll(
          async () =>
            (
              (await database.execute(
                "SELECT count(*)::int AS count FROM pg_locks WHERE locktype = 'advisory' AND classid = 7260413",
              )) as { count: number }[]
            )[0]?.count,
          { timeout: 5_000, interval: 50 },
        )
        .toBe(0);
    }
    expect(await removeBackupDownloadLeftovers(starting, dir, () => {})).toBe(1);
    expect(await readdir(dir)).toEqual([]);
  });
});
