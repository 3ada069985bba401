import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createPasswordHasher } from '../src/auth/password-hasher';
import { lusakaDate } from '../src/clock/lusaka-date';
import { MIGRATIONS_DIR } from '../src/config';
import { pgliteDatabase } from '../src/db/database';
import { applyMigrations, withMigrationLock } from '../src/db/migrate';
import { seedCollections } from '../src/seed/seed-collections';
import { seedDemo } from '../src/seed/seed-demo';
import { seedReferenceData } from '../src/seed/seed-reference-data';
import { TEST_PASSWORD_HASH_COST } from './test-config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder as a plain tar, migrated and seeded in demo mode. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup: migrates and seeds one PGlite once, so each test file starts its own
 * database from the dump in a fraction of a cold start.
 */
export default async function setup(project: TestProject) {
  const client = await PGlite.create();
  const database = pgliteDatabase(client, true);
  await withMigrationLock(database, async (query) => {
    await applyMigrations(query, MIGRATIONS_DIR);
    await seedReferenceData(database.db);
    await seedCollections(database.db, lusakaDate(new Date()));
    await seedDemo(database.db, createPasswordHasher(TEST_PASSWORD_HASH_COST));
  });
  // Uncompressed: each file's database is loaded from it (some 250 loads a run), and gunzipping
  // the 40 MB folder each time took a quarter of a load's processor time (measured 7 December
  // 2026 on the 2-core CI machine: 1.76 s a load gzipped against 1.33 s plain, PGlite project).
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = join(tmpdir(), `coaz-pglite-template-${process.pid}.tar`);
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(file, { force: true });
}
