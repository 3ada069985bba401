import { createReadStream, createWriteStream } from 'node:fs';
import { access, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { Database, RawQuery } from '../db/database';
import { applyMigrations, listMigrations, withMigrationLock } from '../db/migrate';

/** First line of every backup file, so a restore knows what it reads. */
export interface BackupHeader {
  /** Always `coaz-backup`. */
  format: 'coaz-backup';
  /** Version of the file layout: 2 may split a large table over several lines. */
  version: 1 | 2;
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
 * The most characters of rows one line of the file holds: a table larger than this (the pictures
 * and members' documents, hex-encoded) is written as several lines, since one line, or one query's
 * answer, past V8's longest string (about 512 million characters, some 250 MB of files) failed
 * the whole backup.
 */
const LINE_CHARS = 8 * 1024 * 1024;
/** Rows asked for by the first query of each table; later queries size themselves to its rows. */
const FIRST_ROWS_PER_QUERY = 50;

/** How a backup is written. */
export interface BackupOptions {
  /** Aborted by SIGTERM: the backup stops, and its partial file is removed. */
  signal?: AbortSignal;
  /** The most characters of rows per line. @default 8 MiB */
  lineChars?: number;
}

const tableLine = (table: string, rowTexts: string[]) =>
  // Each row is PostgreSQL's row_to_json, which writes no line breaks.
  `{"table":${JSON.stringify(table)},"rows":[${rowTexts.join(',')}]}\n`;

/**
 * The file's lines: the header, then each table's rows in pages read in the caller's snapshot
 * (ordered by their place on disk, fixed within one snapshot), at most `lineChars` a line.
 */
async function* backupLines(
  query: RawQuery,
  header: BackupHeader,
  tables: string[],
  { signal, lineChars = LINE_CHARS }: BackupOptions,
): AsyncGenerator<string> {
  yield `${JSON.stringify(header)}\n`;
  for (const table of tables) {
    let after = '(0,0)';
    let rowsPerQuery = FIRST_ROWS_PER_QUERY;
    let batch: string[] = [];
    let batchChars = 0;
    let written = false;
    for (;;) {
      signal?.throwIfAborted();
      const { rows } = (await query(
        `SELECT ctid::text AS at, row_to_json(t)::text AS row FROM ${quote(table)} t
         WHERE ctid > $1::tid ORDER BY ctid LIMIT ${rowsPerQuery}`,
        [after],
      )) as { rows: { at: string; row: string }[] };
      let pageChars = 0;
      for (const { row } of rows) {
        batch.push(row);
        batchChars += row.length;
        pageChars += row.length;
        if (batchChars >= lineChars) {
          yield tableLine(table, batch);
          written = true;
          batch = [];
          batchChars = 0;
        }
      }
      if (rows.length < rowsPerQuery) break;
      after = rows[rows.length - 1]?.at ?? after;
      // About one line's worth a query, so a page of 5 MB documents stays far below the limit.
      rowsPerQuery = Math.max(
        1,
        Math.min(1_000, Math.floor(lineChars / Math.max(1, pageChars / rows.length))),
      );
    }
    if (batch.length > 0 || !written) yield tableLine(table, batch);
  }
}

/**
 * Writes a consistent snapshot of every table to `file`: gzipped JSON lines, a header and then
 * each table's rows on one line or, for a large table, several. The same file restores into PGlite
 * or PostgreSQL, so it also moves an association from the embedded database to a server. Streamed
 * (memory holds about one line, whatever the database's size), written beside `file` and renamed
 * into place, so a failed backup never leaves a truncated file under the final name; one stopped
 * by `signal` (SIGTERM) removes its partial file too, since it holds members' particulars.
 */
export async function backupDatabase(
  database: Database,
  file: string,
  options: BackupOptions = {},
): Promise<BackupHeader> {
  const { signal } = options;
  const partial = `${file}.partial`;
  signal?.throwIfAborted();
  // One snapshot for every table: writes that land meanwhile are either wholly in or wholly out.
  // Taken inside a running server too (the studio's download), where on PGlite the other
  // requests wait for it rather than run inside it.
  return database.inSnapshot(async (query) => {
    const hasSchema = (await query("SELECT to_regclass('schema_migrations') IS NOT NULL AS ok", []))
      .rows[0] as { ok: boolean } | undefined;
    if (!hasSchema?.ok) throw new Error('the database holds no COAZ data: no schema_migrations');
    const migrations = (
      (await query('SELECT name FROM schema_migrations ORDER BY name', [])) as {
        rows: { name: string }[];
      }
    ).rows.map((row) => row.name);
    const tables = await tablesInDependencyOrder(query);
    const rowCounts: Record<string, number> = {};
    for (const table of tables) {
      const { rows } = (await query(`SELECT count(*)::int AS count FROM ${quote(table)}`, [])) as {
        rows: { count: number }[];
      };
      rowCounts[table] = rows[0]?.count ?? 0;
    }
    const header: BackupHeader = {
      format: 'coaz-backup',
      version: 2,
      takenAt: new Date().toISOString(),
      engine: database.kind,
      migrations,
      rowCounts,
    };
    try {
      // The file holds every member's particulars and password hashes: its owner's alone. A
      // partial file left by a killed run is removed first, since `mode` applies only to a new file.
      await rm(partial, { force: true });
      await pipeline(
        Readable.from(backupLines(query, header, tables, options)),
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
  });
}

/** A backup file opened for reading: its header, then its table lines one at a time. */
interface OpenedBackup {
  header: BackupHeader;
  tableLines: AsyncIterable<TableLine>;
  close(): void;
}

/**
 * The lines of `input`, read as the caller asks for them: readline's iterator reads ahead without
 * limit, so a restore that inserts slower than the file unzips held the whole file in memory.
 */
async function* readLines(input: AsyncIterable<string>): AsyncGenerator<string> {
  let parts: string[] = [];
  for await (const chunk of input) {
    let start = 0;
    for (let end = chunk.indexOf('\n'); end !== -1; end = chunk.indexOf('\n', start)) {
      parts.push(chunk.slice(start, end));
      yield parts.join('');
      parts = [];
      start = end + 1;
    }
    if (start < chunk.length) parts.push(chunk.slice(start));
  }
  if (parts.length > 0) yield parts.join('');
}

async function openBackup(file: string): Promise<OpenedBackup> {
  await access(file);
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  gunzip.setEncoding('utf8');
  const lines = readLines(input.pipe(gunzip));
  const close = () => {
    input.destroy();
    gunzip.destroy();
  };
  try {
    let first = await lines.next();
    while (!first.done && !first.value.trim()) first = await lines.next();
    if (first.done) throw new Error(`${file} is empty`);
    const header = JSON.parse(first.value) as BackupHeader;
    // Version 1 has one line per table; version 2 may split a large table over several lines, so
    // a server that knows only version 1 refuses it rather than keep one line of each table.
    if (header.format !== 'coaz-backup' || (header.version !== 1 && header.version !== 2)) {
      throw new Error(`${file} is not a COAZ backup (version 1 or 2)`);
    }
    return {
      header,
      close,
      tableLines: (async function* () {
        for (let next = await lines.next(); !next.done; next = await lines.next()) {
          if (next.value.trim()) yield JSON.parse(next.value) as TableLine;
        }
      })(),
    };
  } catch (error) {
    close();
    throw error;
  }
}

/**
 * Inserts the backup's rows into the (emptied) tables as the file gives them (parents first, as
 * the backup wrote them), then moves serial ids past them.
 */
async function insertRows(query: RawQuery, tableLines: AsyncIterable<TableLine>): Promise<void> {
  const present = new Set(await tablesInDependencyOrder(query));
  for await (const { table, rows } of tableLines) {
    if (!present.has(table)) throw new Error(`the database has no table ${table}`);
    if (rows.length === 0) continue;
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
  // Membership and receipt numbers are drawn from sequences no column owns, so the loop above
  // leaves them where the migrations made them: after a restore into a new database the next
  // approval drew COAZ-000001, a restored member's, and was refused (409 nrc_registered, the
  // approval's reading of a unique violation), as was every payment's receipt, until failures
  // had used up as many numbers as were restored. Each moves past the highest number restored
  // (its trailing digits), never back. A backup from before migration 0005 has no such numbers;
  // the schema it is restored into has no such sequences yet.
  for (const [sequence, table, column] of NUMBER_SEQUENCES) {
    const { rows } = (await query('SELECT to_regclass($1) IS NOT NULL AS present', [sequence])) as {
      rows: { present: boolean }[];
    };
    if (!rows[0]?.present) continue;
    await query(
      `SELECT setval('${sequence}', highest)
       FROM (SELECT max(substring(${quote(column)} FROM '(\\d{1,18})$')::bigint) AS highest
             FROM ${quote(table)}) restored
       WHERE highest IS NOT NULL AND highest >= (SELECT last_value FROM ${sequence})`,
      [],
    );
  }
}

/** The sequences that number members and receipts, with the column each one's numbers are in. */
const NUMBER_SEQUENCES = [
  ['membership_number_seq', 'users', 'membership_number'],
  ['receipt_number_seq', 'receipts', 'receipt_number'],
] as const;

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
  const { header, tableLines, close } = await openBackup(file);
  try {
    await restoreOpened(database, header, tableLines, migrationsDir, options);
  } finally {
    close();
  }
  return header;
}

async function restoreOpened(
  database: Database,
  header: BackupHeader,
  tableLines: AsyncIterable<TableLine>,
  migrationsDir: string,
  options: RestoreOptions,
): Promise<void> {
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
        await insertRows(query, tableLines);
      } else {
        await dropMigratedSchema(query);
        await query(
          'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
        );
        await runMigrations(query, migrationsDir, taken);
        // Rows those migrations wrote themselves (content_state's) are in the backup too.
        const present = await tablesInDependencyOrder(query);
        await query(`TRUNCATE ${present.map(quote).join(', ')} RESTART IDENTITY CASCADE`);
        await insertRows(query, tableLines);
        await runMigrations(query, migrationsDir, later);
      }
      await query('COMMIT');
    } catch (error) {
      await query('ROLLBACK');
      throw error;
    }
  });
}
