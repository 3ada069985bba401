import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { MIGRATIONS_DIR } from '../config';
import { type Database, openDatabase, pgliteDatabase } from '../db/database';
import { applyMigrations, listMigrations, withMigrationLock } from '../db/migrate';
import { backupDatabase, restoreDatabase } from './database-backup';

// A backup is restored after an upgrade as often as before one: last night's file, taken by the
// previous version, into a database this version has already migrated. The rows must come back
// as the later migrations would have left them (their defaults, their data changes).

let folder: string;
const opened: Database[] = [];
const dropAfterwards: TestDatabase[] = [];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'coaz-older-backup-'));
});

afterAll(async () => {
  for (const database of opened) await database.close();
  for (const database of dropAfterwards) await database.drop();
  await rm(folder, { recursive: true, force: true });
});

async function migratedTo(migrations: string): Promise<Database> {
  const database = pgliteDatabase(await PGlite.create(), true);
  opened.push(database);
  await withMigrationLock(database, (query) => applyMigrations(query, migrations));
  return database;
}

const rowsOf = async (database: Database, sql: string) =>
  database.withConnection(async (query) => (await query(sql)).rows);

describe('restoring a backup taken before later migrations', () => {
  it('restores its rows into a migrated database and carries them through the later migrations', async () => {
    // The schema as it was after 0003, before 0004 added payments' NOT NULL `refund_due`.
    const older = join(folder, 'older-migrations');
    await mkdir(older);
    const all = await listMigrations(MIGRATIONS_DIR);
    const taken = all.filter((name) => name < '0004');
    for (const name of taken) await copyFile(join(MIGRATIONS_DIR, name), join(older, name));
    const source = await migratedTo(older);
    await source.withConnection(async (query) => {
      await query(
        "INSERT INTO membership_fee_criteria (id, name, amount_ngwee) VALUES (1, 'Full', 30000)",
      );
      await query(
        "INSERT INTO users (username, password_hash, status) VALUES ('older.member', 'x', 'PENDING_PAYMENT')",
      );
      await query(
        "INSERT INTO receivables (user_id, criteria_id, amount_ngwee, description) VALUES (1, 1, 30000, 'Fee')",
      );
      // Two payments waiting for one fee: 0004 keeps the newer pending and fails the older.
      for (const [id, at] of [
        ['00000000-0000-4000-8000-000000000001', '2026-01-01T08:00:00Z'],
        ['00000000-0000-4000-8000-000000000002', '2026-01-01T09:00:00Z'],
      ]) {
        await query(
          `INSERT INTO payments (id, receivable_id, user_id, network, phone_number, amount_ngwee, provider, provider_reference, status, created_at)
           VALUES ($1, 1, 1, 'MTN', '260961110001', 30000, 'mtn-momo', $2, 'PENDING', $3)`,
          [id, `ref-${id}`, at],
        );
      }
    });
    const file = join(folder, 'older.jsonl.gz');
    const header = await backupDatabase(source, file);
    expect(header.migrations).toEqual(taken);

    // A database this version migrated and seeded (so the restore is told to replace its rows):
    // PGlite or PostgreSQL, as the project runs.
    const migrated = await createTestDatabase();
    dropAfterwards.push(migrated);
    const target = await openDatabase({
      databaseUrl: migrated.databaseUrl,
      pglite: migrated.pglite,
      dataDir: folder,
      poolSize: 1,
    });
    opened.push(target);
    await restoreDatabase(target, file, MIGRATIONS_DIR, { replace: true });

    expect(
      await rowsOf(
        target,
        'SELECT id, status, failure_reason, refund_due FROM payments ORDER BY id',
      ),
    ).toEqual([
      {
        id: '00000000-0000-4000-8000-000000000001',
        status: 'FAILED',
        failure_reason: 'LOCAL_SUPERSEDED',
        refund_due: false,
      },
      {
        id: '00000000-0000-4000-8000-000000000002',
        status: 'PENDING',
        failure_reason: null,
        refund_due: false,
      },
    ]);
    expect(await rowsOf(target, 'SELECT name FROM schema_migrations ORDER BY name')).toEqual(
      all.map((name) => ({ name })),
    );
    expect(await rowsOf(target, 'SELECT username FROM users')).toEqual([
      { username: 'older.member' },
    ]);
  });

  it('restores a backup of the release before 0012 (its content_state row included) after the upgrade', async () => {
    // Last night's file from the release before 0012: every migration before it, so
    // content_state (whose row 0003 writes) is in the file as well as in the rebuilt schema, and
    // uploads re-encoded before 0012 come back with the widths 0012 records for them. Named, not
    // taken as the last, since later migrations (0013) come after it.
    const previous = join(folder, 'previous-release');
    await mkdir(previous);
    const all = await listMigrations(MIGRATIONS_DIR);
    const taken = all.slice(0, all.indexOf('0012_upload_variant_widths.sql'));
    expect(taken.at(-1)).toBe('0011_notice_show_until.sql');
    for (const name of taken) await copyFile(join(MIGRATIONS_DIR, name), join(previous, name));
    const source = await migratedTo(previous);
    const upload = '6f1c2a9e-4b7d-4c55-9a0e-1d2b3c4d5e6f';
    await source.withConnection(async (query) => {
      await query('UPDATE content_state SET version = 42 WHERE id = 1');
      await query(
        "INSERT INTO uploads (id, file_name, content_type, size_bytes) VALUES ($1, $2, 'image/webp', 10)",
        [upload, `${upload}-1280.webp`],
      );
    });
    const file = join(folder, 'previous-release.jsonl.gz');
    expect((await backupDatabase(source, file)).rowCounts.content_state).toBe(1);

    const migrated = await createTestDatabase();
    dropAfterwards.push(migrated);
    const target = await openDatabase({
      databaseUrl: migrated.databaseUrl,
      pglite: migrated.pglite,
      dataDir: folder,
      poolSize: 1,
    });
    opened.push(target);
    await restoreDatabase(target, file, MIGRATIONS_DIR, { replace: true });

    expect(await rowsOf(target, 'SELECT id, version::int AS version FROM content_state')).toEqual([
      { id: 1, version: 42 },
    ]);
    expect(
      await rowsOf(target, 'SELECT variant_widths, variants_claimed_until FROM uploads'),
    ).toEqual([{ variant_widths: [320, 640, 1280], variants_claimed_until: null }]);
    expect(await rowsOf(target, 'SELECT name FROM schema_migrations ORDER BY name')).toEqual(
      all.map((name) => ({ name })),
    );
  });
});
