import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { seedTestTemplate } from './seed-test-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL database, migrated and seeded in demo mode, that each test file copies. */
    postgresTemplate: string;
  }
}

/** Runs `sql` on the server `TEST_DATABASE_URL` names, over a connection of its own. */
async function onServer(adminUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * Vitest global setup, when `TEST_DATABASE_URL` is set (the postgres project): migrates and seeds
 * one database once, as the PGlite template does for PGlite, so each test file's database is a
 * copy of it
 * (`CREATE DATABASE … TEMPLATE`, a fraction of a second) instead of a first start migrating and
 * seeding an empty one (2 to 3 s of the two-core CI machine, some 190 times a run; measured
 * 8 December 2026). A test that needs a database no server has touched asks
 * `createTestDatabase({ empty: true })`.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const name = `coaz_template_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  try {
    await seedTestTemplate(database);
  } finally {
    // A template copies only while no one is connected to it.
    await database.close();
  }
  project.provide('postgresTemplate', name);
  return () => onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
