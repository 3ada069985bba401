import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';

/** A fresh database for one test file. */
export interface TestDatabase {
  /** `pglite` or `postgres`, from the vitest project. */
  kind: 'pglite' | 'postgres';
  /** For PGlite: the open database to hand to every server instance. */
  pglite?: PGlite;
  /** For PostgreSQL: the connection string of the new database. */
  databaseUrl?: string;
  /** Runs SQL directly, for arranging what no API call can (a suspended account, say). */
  execute(sql: string, params?: unknown[]): Promise<unknown[]>;
  /** Closes and drops the database. */
  drop(): Promise<void>;
}

/** Which engine this run tests: the vitest project sets `COAZ_TEST_DB`. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.COAZ_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * A new, empty-of-tests database: PGlite loaded from the migrated template, or a PostgreSQL
 * database copied from the migrated template beside `TEST_DATABASE_URL` with a random name (see
 * build-pglite-template.ts and build-postgres-template.ts); both hold the demo's accounts and
 * reference data. With `empty: true`, a database no server has touched (no tables at all), as a
 * first install's is.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  if (testDatabaseKind() === 'pglite') {
    const pglite = options.empty
      ? await PGlite.create()
      : await PGlite.create({ loadDataDir: new Blob([await readFile(inject('pgliteTemplate'))]) });
    return {
      kind: 'pglite',
      pglite,
      execute: async (sql, params) => (await pglite.query(sql, params)).rows,
      drop: () => pglite.close(),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgres project');
  const name = `coaz_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    options.empty
      ? `CREATE DATABASE ${name}`
      : `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`,
  );
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    databaseUrl: url.toString(),
    execute: async (sql, params) => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
