import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';

/** How long one answer is kept: health checks come often, and each would otherwise query. */
const KEEP_MS = 1_000;

/** How long the database has to answer before it counts as unreachable. */
const TIMEOUT_MS = 2_000;

/**
 * Whether the database answers `SELECT 1` within two seconds. One query at a time serves every
 * caller, and its answer is kept for a second, so a busy health check costs the database at most
 * one query a second per instance.
 */
export function createDatabaseProbe(db: AppDatabase): () => Promise<boolean> {
  let last: { at: number; reachable: boolean } | undefined;
  let running: Promise<boolean> | undefined;
  const ask = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), TIMEOUT_MS);
    });
    try {
      return await Promise.race([
        db.execute(sql`SELECT 1`).then(
          () => true,
          () => false,
        ),
        late,
      ]);
    } finally {
      clearTimeout(timer);
    }
  };
  return () => {
    if (last && Date.now() - last.at < KEEP_MS) return Promise.resolve(last.reachable);
    running ??= ask().then((reachable) => {
      last = { at: Date.now(), reachable };
      running = undefined;
      return reachable;
    });
    return running;
  };
}
