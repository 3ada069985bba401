import { createReadStream, createWriteStream } from 'node:fs';
import { access, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { Database, RawQuery } from '../db/database';
import { applyMigrations, listMigrations, withMigrationLock } from '../db/migrate';

/** First line of every backup file, so a restore knows what it reads. */
export interface BackupHeader {
  /** Always `coaz-backup`. */
  format: 'coaz-backup';
  /** Version of the file layout. */
  version: 1;
  /** When the snapshot was taken, ISO 8601. */
  takenAt: string;
  /** The engine it was taken from; a backup restores into either. */
  engine: 'pglite' | 'postgres';
  /** The migrations applied to the database it came from. */
  migrations: string[];
  /** Rows per table. */
  rowCounts: Record<string, number>;
}

/** One table's rows, as PostgreSQL's own JSON of each row. */
interface TableLine {
  table: string;
  rows: unknown[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The application's tables, parents before the tables that reference them. */
async function tablesInDependencyOrder(query: RawQuery): Promise<string[]> {
  const tables = (
    (await query(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'
       ORDER BY table_name`,
      [],
    )) as { rows: { name: string }[] }
  ).rows.map((row) => row.name);
  const references = (
    (await query(
      `SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint c
       JOIN pg_class child ON child.oid = c.conrelid JOIN pg_class parent ON parent.oid = c.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
       WHERE c.contype = 'f' AND n.nspname = 'public'`,
      [],
    )) as { rows: { child: string; parent: string }[] }
  ).rows;
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const { child, parent } of references) {
      if (child === table && parent !== table) visit(parent, path);
    }
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/**
 * Writes a consistent snapshot of every table to `file`: gzipped JSON lines, a header and then one
 * line per table. The same file restores into PGlite or PostgreSQL, so it also moves an
 * association from the embedded database to a server. Written beside `file` and renamed into
 * place, so a failed backup never leaves a truncated file under the final name; one stopped by
 * `signal` (SIGTERM) removes its partial file too, since it holds members' particulars.
 */
export async function backupDatabase(
  database: Database,
  file: string,
  options: { signal?: AbortSignal } = {},
): Promise<BackupHeader> {
  const { signal } = options;
  const lines: string[] = [];
  const header = await database.withConnection(async (query) => {
    // One snapshot for every table: writes that land meanwhile are either wholly in or wholly out.
    await query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const hasSchema = (
        await query("SELECT to_regclass('schema_migrations') IS NOT NULL AS ok", [])
      ).rows[0] as { ok: boolean } | undefined;
      if (!hasSchema?.ok) throw new Error('the database holds no COAZ data: no schema_migrations');
      const migrations = (
        (await query('SELECT name FROM schema_migrations ORDER BY name', [])) as {
          rows: { name: string }[];
        }
      ).rows.map((row) => row.name);
      const rowCounts: Record<string, number> = {};
      const tableLines: string[] = [];
      for (const table of await tablesInDependencyOrder(query)) {
        signal?.throwIfAborted();
        const { rows } = (await query(
          `SELECT coalesce(json_agg(t), '[]'::json)::text AS rows FROM ${quote(table)} t`,
          [],
        )) as { rows: { rows: string }[] };
        const tableRows = JSON.parse(rows[0]?.rows ?? '[]') as unknown[];
        rowCounts[table] = tableRows.length;
        // Re-serialised so each table is exactly one line, whatever spacing PostgreSQL chose.
        tableLines.push(JSON.stringify({ table, rows: tableRows } satisfies TableLine));
      }
      await query('COMMIT');
      const built: BackupHeader = {
        format: 'coaz-backup',
        version: 1,
        takenAt: new Date().toISOString(),
        engine: database.kind,
        migrations,
        rowCounts,
      };
      lines.push(JSON.stringify(built), ...tableLines);
      return built;
    } catch (error) {
      await query('ROLLBACK');
      throw error;
    }
  });
  const partial = `${file}.partial`;
  signal?.throwIfAborted();
  try {
    // The file holds every member's particulars and password hashes: its owner's alone. A partial
    // file left by a killed run is removed first, since `mode` applies only to a new file.
    await rm(partial, { force: true });
    await pipeline(
      Readable.from(lines.map((line) => `${line}\n`)),
      createGzip(),
      createWriteStream(partial, { mode: 0o600 }),
      { signal },
    );
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return header;
}

async function readBackup(file: string): Promise<{ header: BackupHeader; tables: TableLine[] }> {
  await access(file);
  const reader = createInterface({ input: createReadStream(file).pipe(createGunzip()) });
  let header: BackupHeader | undefined;
  const tables: TableLine[] = [];
  for await (const line of reader) {
    if (!line.trim()) continue;
    if (!header) {
      header = JSON.parse(line) as BackupHeader;
      if (header.format !== 'coaz-backup' || header.version !== 1) {
        throw new Error(`${file} is not a COAZ backup (version 1)`);
      }
      continue;
    }
    tables.push(JSON.parse(line) as TableLine);
  }
  if (!header) throw new Error(`${file} is empty`);
  return { header, tables };
}

/** Inserts the backup's rows into the (emptied) tables, then moves serial ids past them. */
async function insertRows(query: RawQuery, tables: TableLine[]): Promise<void> {
  const present = await tablesInDependencyOrder(query);
  const missing = tables.filter(({ table }) => !present.includes(table));
  if (missing.length > 0) {
    throw new Error(`the database has no table ${missing.map((m) => m.table).join(', ')}`);
  }
  const byName = new Map(tables.map((line) => [line.table, line.rows]));
  for (const table of present) {
    const rows = byName.get(table);
    if (!rows || rows.length === 0) continue;
    await query(
      `INSERT INTO ${quote(table)} SELECT * FROM json_populate_recordset(NULL::${quote(table)}, $1::json)`,
      [JSON.stringify(rows)],
    );
  }
  // Serial ids continue after the restored rows, so the next entry cannot collide.
  const serials = (
    (await query(
      `SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
       WHERE table_schema = 'public' AND column_default LIKE 'nextval(%'`,
      [],
    )) as { rows: { table: string; column: string }[] }
  ).rows;
  for (const { table, column } of serials) {
    await query(
      `SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max(${quote(column)}) FROM ${quote(table)}), 0) + 1, false)`,
      [quote(table), column],
    );
  }
}

/** Runs migration files in order inside the caller's transaction, recording each. */
async function runMigrations(query: RawQuery, folder: string, names: string[]): Promise<void> {
  for (const name of names) {
    try {
      await query(await readFile(join(folder, name), 'utf8'));
    } catch (error) {
      throw new Error(`migration ${name} failed: ${(error as Error).message}`);
    }
    await query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
  }
}

/**
 * Empties the schema of everything the migrations made (tables with their indexes and serials,
 * and the sequences they created), so it can be built again up to an older backup's migrations.
 */
async function dropMigratedSchema(query: RawQuery): Promise<void> {
  const tables = (
    (await query(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      [],
    )) as { rows: { name: string }[] }
  ).rows.map((row) => row.name);
  if (tables.length > 0) await query(`DROP TABLE ${tables.map(quote).join(', ')} CASCADE`);
  const sequences = (
    (await query(
      `SELECT sequence_name AS name FROM information_schema.sequences WHERE sequence_schema = 'public'`,
      [],
    )) as { rows: { name: string }[] }
  ).rows.map((row) => row.name);
  if (sequences.length > 0) await query(`DROP SEQUENCE ${sequences.map(quote).join(', ')}`);
}

/** How a restore treats the database it restores into. */
export interface RestoreOptions {
  /**
   * Replace whatever the database holds. Without it, a restore into a database that holds any
   * row is refused: a restore run against the live database by mistake (the wrong DATABASE_URL,
   * last month's file) would otherwise wipe every member, payment and entry since, unasked.
   */
  replace?: boolean;
}

/** Thrown when a restore would replace rows and was not told to. */
export class RestoreWouldReplaceError extends Error {
  override name = 'RestoreWouldReplaceError' as const;
}

// Tables whose rows the migrations themselves write, so an empty database has them too.
const MIGRATION_ROWS = new Set(['content_state']);

// Counted inside the restore's transaction, so nothing written between the count and the
// replacement escapes it.
async function refuseToReplaceRows(query: RawQuery): Promise<void> {
  const held: string[] = [];
  for (const table of await tablesInDependencyOrder(query)) {
    if (MIGRATION_ROWS.has(table)) continue;
    const { rows } = (await query(`SELECT count(*)::int AS count FROM ${quote(table)}`, [])) as {
      rows: { count: number }[];
    };
    const count = rows[0]?.count ?? 0;
    if (count > 0) held.push(`${table} ${count}`);
  }
  if (held.length === 0) return;
  throw new RestoreWouldReplaceError(
    `it holds data (${held.join(', ')}), which a restore replaces with the backup's. Take a backup of it first if it may be needed, then run the restore again with --replace`,
  );
}

/**
 * Replaces every row of the database with the backup's, in one transaction: the database either
 * holds the whole backup afterwards or is left as it was. Migrates the database first, so an
 * empty one will do; refuses a backup taken from a newer schema than this server knows.
 *
 * A backup taken before some of this server's migrations (last night's file, restored after an
 * upgrade) is restored into the schema it was taken from, and the later migrations then run over
 * its rows, as they ran over the live data at the upgrade: their new columns' defaults and their
 * changes to existing rows apply. That rebuilds the schema, in the same one transaction.
 */
export async function restoreDatabase(
  database: Database,
  file: string,
  migrationsDir: string,
  options: RestoreOptions = {},
): Promise<BackupHeader> {
  const { header, tables } = await readBackup(file);
  const all = await listMigrations(migrationsDir);
  const known = new Set(all);
  const unknown = header.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new Error(`the backup has migrations this server does not know: ${unknown.join(', ')}`);
  }
  const taken = [...header.migrations].sort();
  const later = all.filter((name) => !taken.includes(name));
  if (later.length > 0 && all.slice(0, taken.length).join() !== taken.join()) {
    throw new Error(
      `the backup's migrations are not this server's first ${taken.length}: it cannot be carried forward`,
    );
  }
  await withMigrationLock(database, async (query) => {
    if (later.length === 0) await applyMigrations(query, migrationsDir);
    await query('BEGIN');
    try {
      if (!options.replace) await refuseToReplaceRows(query);
      if (later.length === 0) {
        const present = await tablesInDependencyOrder(query);
        await query(`TRUNCATE ${present.map(quote).join(', ')} RESTART IDENTITY CASCADE`);
        await insertRows(query, tables);
      } else {
        await dropMigratedSchema(query);
        await query(
          'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
        );
        await runMigrations(query, migrationsDir, taken);
        // Rows those migrations wrote themselves (content_state's) are in the backup too.
        const present = await tablesInDependencyOrder(query);
        await query(`TRUNCATE ${present.map(quote).join(', ')} RESTART IDENTITY CASCADE`);
        await insertRows(query, tables);
        await runMigrations(query, migrationsDir, later);
      }
      await query('COMMIT');
    } catch (error) {
      await query('ROLLBACK');
      throw error;
    }
  });
  return header;
}
