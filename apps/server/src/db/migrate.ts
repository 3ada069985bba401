import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database, RawQuery } from './database';

/** Advisory lock key shared by every instance, so that only one migrates at a time. */
const MIGRATION_LOCK_KEY = 7_260_411;

/** The `NNNN_name.sql` files of a folder, in the order they apply. */
export async function listMigrations(folder: string): Promise<string[]> {
  const names = await readdir(folder);
  return names.filter((name) => /^\d{4}_[a-z0-9_-]+\.sql$/.test(name)).sort();
}

/**
 * Runs `work` while holding the migration advisory lock, so two instances starting together
 * never migrate or seed the same database at once.
 */
export async function withMigrationLock<T>(
  database: Database,
  work: (query: RawQuery) => Promise<T>,
): Promise<T> {
  return database.withConnection(async (query) => {
    await query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await work(query);
    } finally {
      await query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  });
}

/**
 * Applies the migrations of `folder` not yet recorded in `schema_migrations`, each in its own
 * transaction, in file-name order. Call it with the connection that holds the lock.
 * @returns the names applied this time.
 */
export async function applyMigrations(query: RawQuery, folder: string): Promise<string[]> {
  await query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    ((await query('SELECT name FROM schema_migrations', [])).rows as { name: string }[]).map(
      (row) => row.name,
    ),
  );
  const applied: string[] = [];
  for (const name of await listMigrations(folder)) {
    if (done.has(name)) continue;
    const sql = await readFile(join(folder, name), 'utf8');
    await query('BEGIN');
    try {
      await query(sql);
      await query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      await query('COMMIT');
    } catch (error) {
      await query('ROLLBACK');
      throw new Error(`migration ${name} failed: ${(error as Error).message}`);
    }
    applied.push(name);
  }
  return applied;
}
