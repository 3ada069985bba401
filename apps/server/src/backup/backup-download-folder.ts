import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database, RawQuery } from '../db/database';
import type { LogSink } from '../http/request-log';

/** How the folders of the studio's backup downloads in `DATA_DIR` are named. */
export const BACKUP_DOWNLOAD_PREFIX = 'backup-download-';

/** The first key of the advisory locks a download holds on its folder's name while it writes. */
const FOLDER_LOCK_NAMESPACE = 7_260_413;

/** A folder written under its lock: the prefix and 32 hexadecimal digits. */
const LOCKED_FOLDER = /^backup-download-[0-9a-f]{32}$/;

/**
 * How long a folder of an earlier version (`mkdtemp`'s six characters, written under no lock) must
 * have been left untouched before it is taken for a leftover: a download writes its file without
 * pause until it is done, so one idle this long was stopped.
 */
export const UNLOCKED_FOLDER_IDLE_MS = 60 * 60 * 1000;

const lockKey = (name: string) => [FOLDER_LOCK_NAMESPACE, name];

/**
 * Runs `work` with a new, private folder in `dataDir` (mode 700: the backup holds every member's
 * particulars), removed when `work` ends, however it ends. While it exists, a shared advisory lock
 * named after it is held on a connection of its own, taken before the folder is made and given
 * up after it is removed; the lock ends with that connection, so with the process, which is how
 * {@link removeBackupDownloadLeftovers} tells a folder being written from one a crash left.
 */
export async function inBackupDownloadFolder<T>(
  database: Database,
  dataDir: string,
  work: (folder: string) => Promise<T>,
): Promise<T> {
  const name = `${BACKUP_DOWNLOAD_PREFIX}${randomUUID().replaceAll('-', '')}`;
  const folder = join(dataDir, name);
  return database.withConnection(async (query) => {
    await query('SELECT pg_advisory_lock_shared($1, hashtext($2))', lockKey(name));
    try {
      // On PostgreSQL nothing else need have made DATA_DIR (a JWT_SECRET set, uploads elsewhere).
      await mkdir(dataDir, { recursive: true });
      await mkdir(folder, { mode: 0o700 });
      return await work(folder);
    } finally {
      await rm(folder, { recursive: true, force: true });
      // A connection that failed here has lost its lock already; the download has its answer.
      await query('SELECT pg_advisory_unlock_shared($1, hashtext($2))', lockKey(name)).catch(
        () => undefined,
      );
    }
  });
}

/** The newest modification time of `folder` and the files in it, in milliseconds. */
async function lastWritten(folder: string): Promise<number> {
  let newest = (await stat(folder)).mtimeMs;
  for (const entry of await readdir(folder)) {
    const written = await stat(join(folder, entry)).catch(() => undefined);
    if (written) newest = Math.max(newest, written.mtimeMs);
  }
  return newest;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * Whether no download can be writing the folder `name`. A running one holds the folder's lock
 * shared, so one whose lock this instance can take alone was left by a download that stopped
 * (its process, and with it its connection and lock, gone). On PostgreSQL that holds across
 * instances and hosts sharing `DATA_DIR`; on PGlite, whose one session lets locks be taken twice,
 * `withConnection` takes turns instead, so the look waits for a download of this process to end;
 * no other process can have PGlite's folder open. A folder of an earlier version, written under
 * no lock, must also have been idle for {@link UNLOCKED_FOLDER_IDLE_MS}.
 */
async function leftBehind(query: RawQuery, dataDir: string, name: string, now: number) {
  if (!LOCKED_FOLDER.test(name)) {
    const written = await lastWritten(join(dataDir, name)).catch(() => undefined);
    if (written === undefined || now - written < UNLOCKED_FOLDER_IDLE_MS) return false;
  }
  const { rows } = await query('SELECT pg_try_advisory_lock($1, hashtext($2)) AS free', [
    ...lockKey(name),
  ]);
  return (rows[0] as { free: boolean } | undefined)?.free === true;
}

/**
 * Removes the `backup-download-*` folders that backup downloads stopped mid-way (a crash, a
 * kill) left in `dataDir`, each holding part of a backup: every member's particulars. Never one a
 * running download, in this or another instance, is writing (see `leftBehind` above). Called at
 * start; logs how many it removed, never throws (a folder it cannot remove is logged and left).
 * @returns the number of folders removed
 */
export async function removeBackupDownloadLeftovers(
  database: Database,
  dataDir: string,
  log: LogSink,
  now = Date.now(),
): Promise<number> {
  let removed = 0;
  try {
    const names = (await readdir(dataDir, { withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isDirectory() && entry.name.startsWith(BACKUP_DOWNLOAD_PREFIX))
      .map((entry) => entry.name);
    if (names.length === 0) return 0;
    await database.withConnection(async (query) => {
      for (const name of names) {
        if (!(await leftBehind(query, dataDir, name, now))) continue;
        try {
          // Gone meanwhile when its download ended while this instance waited for the lock.
          if (!(await exists(join(dataDir, name)))) continue;
          await rm(join(dataDir, name), { recursive: true, force: true });
          removed += 1;
        } finally {
          await query('SELECT pg_advisory_unlock($1, hashtext($2))', lockKey(name));
        }
      }
    });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    log(
      `backup downloads: could not remove what stopped downloads left in DATA_DIR: ${(error as Error).name}${typeof code === 'string' ? ` ${code}` : ''}`,
    );
  }
  if (removed > 0) {
    log(
      `backup downloads: removed ${removed} folder${removed === 1 ? '' : 's'} that stopped downloads left in DATA_DIR`,
    );
  }
  return removed;
}
