import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteDatabase } from '../src/db/database';
import { seedTestTemplate } from './seed-test-template';

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
  await seedTestTemplate(database);
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
