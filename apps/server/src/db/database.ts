import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

/** The Drizzle handle every query goes through, whichever engine is underneath. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Runs raw SQL on one connection; used for migrations and advisory locks. */
export type RawQuery = (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

/** An open database: Drizzle for queries, one-connection sessions for raw SQL, and a way to close. */
export interface Database {
  /** Which engine answers: the embedded PGlite or a PostgreSQL server. */
  kind: 'pglite' | 'postgres';
  /** The query builder. */
  db: AppDatabase;
  /** Lends one connection for the length of `work` (PGlite has only one). */
  withConnection<T>(work: (query: RawQuery) => Promise<T>): Promise<T>;
  /**
   * Runs `work` in one read-only REPEATABLE READ transaction on one connection, committed after
   * it (rolled back if it throws). On PGlite every other query waits until it ends: the one
   * session would otherwise run them inside it, where a write fails as read-only and a request's
   * own COMMIT would end the snapshot.
   */
  inSnapshot<T>(work: (query: RawQuery) => Promise<T>): Promise<T>;
  /** Closes the pool, or the embedded database when this handle owns it. */
  close(): Promise<void>;
}

/** Where and how to open the database. */
export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Folder holding the embedded database's `pglite` folder. */
  dataDir: string;
  /** An already open PGlite to use instead (tests, or two servers in one process); not closed here. */
  pglite?: PGlite | undefined;
  /** Connections in the PostgreSQL pool. @default 10 */
  poolSize?: number;
}

// PGlite has one session, in which advisory locks are re-entrant: handles sharing a client (two
// servers in one process) take turns here instead.
const sessionQueues = new WeakMap<PGlite, Promise<unknown>>();

/** Wraps an open PGlite; `owned` says whether closing the handle closes the database. */
export function pgliteDatabase(client: PGlite, owned: boolean): Database {
  const query: RawQuery = async (sql, params) => {
    if (params === undefined || params.length === 0) {
      const results = await client.exec(sql);
      return { rows: results.at(-1)?.rows ?? [] };
    }
    return client.query(sql, params);
  };
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as AppDatabase,
    withConnection: (work) => {
      const previous = sessionQueues.get(client) ?? Promise.resolve();
      const turn = previous.catch(() => undefined).then(() => work(query));
      sessionQueues.set(
        client,
        turn.catch(() => undefined),
      );
      return turn;
    },
    inSnapshot: (work) =>
      client.transaction(async (tx) => {
        await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
        return work(async (sql, params) => {
          if (params === undefined || params.length === 0) {
            const results = await tx.exec(sql);
            return { rows: results.at(-1)?.rows ?? [] };
          }
          return tx.query(sql, params);
        });
      }),
    close: async () => {
      if (owned) await client.close();
    },
  };
}

/**
 * Opens the configured database: a PostgreSQL pool when `databaseUrl` is set, otherwise PGlite
 * with its data in `<dataDir>/pglite`.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.pglite) return pgliteDatabase(options.pglite, false);
  if (!options.databaseUrl) {
    const folder = join(options.dataDir, 'pglite');
    await mkdir(folder, { recursive: true });
    return pgliteDatabase(await PGlite.create(folder), true);
  }
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return {
    kind: 'postgres',
    db: drizzlePostgres(pool, { schema }) as unknown as AppDatabase,
    withConnection: async (work) => {
      const client = await pool.connect();
      try {
        return await work((sql, params) => client.query(sql, params));
      } finally {
        client.release();
      }
    },
    inSnapshot: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        try {
          const result = await work((sql, params) => client.query(sql, params));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
