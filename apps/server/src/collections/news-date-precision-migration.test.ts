import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../config';
import { type Database, pgliteDatabase } from '../db/database';
import { applyMigrations, listMigrations, withMigrationLock } from '../db/migrate';

// Migration 0016 marks the seeded posts published with a month alone, or with no date, in a
// database the first seed filled before it: only where no editor has saved them since, since an
// editor's save of the title or day says the row is theirs now.

let folder: string | undefined;
let database: Database | undefined;

afterAll(async () => {
  await database?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('migration 0016 on a database seeded before it', () => {
  it('gives the seeded month-only and undated posts their precision, and leaves edited and other posts at the day', async () => {
    folder = await mkdtemp(join(tmpdir(), 'coaz-news-precision-'));
    const older = join(folder, 'before-0016');
    await mkdir(older);
    for (const name of await listMigrations(MIGRATIONS_DIR)) {
      if (name < '0016') await copyFile(join(MIGRATIONS_DIR, name), join(older, name));
    }
    database = pgliteDatabase(await PGlite.create(), true);
    await withMigrationLock(database, (query) => applyMigrations(query, older));
    const posts: [string, string, number][] = [
      ['Resolutions of the 2024 AGM', '2024-10-01', 1],
      ['Copperbelt CPD day on emergency care of children', '2024-11-01', 1],
      ['Group health insurance scheme for members', '2024-08-01', 2],
      ['Eastern Province distribution at Chipata Central Hospital', '2024-04-05', 1],
      ['A post an editor wrote', '2024-10-01', 1],
    ];
    await database.withConnection(async (query) => {
      for (const [title, date, version] of posts) {
        await query('INSERT INTO news (title, body, date, version) VALUES ($1, $2, $3, $4)', [
          title,
          'Text.',
          date,
          version,
        ]);
      }
    });
    await withMigrationLock(database, (query) => applyMigrations(query, MIGRATIONS_DIR));
    const rows = await database.withConnection(
      async (query) => (await query('SELECT title, date_precision FROM news ORDER BY id')).rows,
    );
    expect(rows).toEqual([
      { title: 'Resolutions of the 2024 AGM', date_precision: 'month' },
      { title: 'Copperbelt CPD day on emergency care of children', date_precision: 'month' },
      // Saved by an editor since the seed (version 2): the day they kept is theirs.
      { title: 'Group health insurance scheme for members', date_precision: 'day' },
      {
        title: 'Eastern Province distribution at Chipata Central Hospital',
        date_precision: 'undated',
      },
      { title: 'A post an editor wrote', date_precision: 'day' },
    ]);
  });
});
