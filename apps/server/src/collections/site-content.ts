import { sql } from 'drizzle-orm';
import type { Clock } from '../clock/clock';
import { lusakaDate } from '../clock/lusaka-date';
import type { AppDatabase } from '../db/database';

/** What the public pages and lists are cached by. */
export interface SiteContent {
  /**
   * A key that changes, on every instance within `pollMs`, when published content changes, when
   * a scheduled entry comes due, and when the date in Lusaka changes. Cache rendered pages and
   * public lists under it.
   */
  cacheKey(): Promise<string>;
  /** Forgets the last poll, so the next `cacheKey()` reads the database (after a write here). */
  invalidate(): void;
}

/** Tables whose published entries the public sees. */
const COLLECTION_TABLES = ['news', 'events', 'vacancies', 'people', 'partners'] as const;

// One round trip: the version row, and how many scheduled entries have come due (and the latest
// such moment), so an entry whose time arrives changes the key without any write.
const dueEntries = COLLECTION_TABLES.map(
  (table) =>
    `SELECT publish_at FROM ${table} WHERE status = 'published' AND publish_at IS NOT NULL`,
).join(' UNION ALL ');

/**
 * The content cache key: `content_state.version` (bumped in the same transaction as each write
 * the public can see), polled at most once per `pollMs`, with the due scheduled entries and
 * Lusaka's date at the clock's time.
 */
export function createSiteContent(db: AppDatabase, clock: Clock, pollMs: number): SiteContent {
  let last: { at: number; key: Promise<string> } | undefined;

  const poll = async (now: Date): Promise<string> => {
    const result = await db.execute(
      sql`SELECT (SELECT version FROM content_state WHERE id = 1) AS version,
        (SELECT count(*) FROM (${sql.raw(dueEntries)}) due WHERE publish_at <= ${now.toISOString()}::timestamptz) AS due,
        (SELECT extract(epoch FROM max(publish_at)) FROM (${sql.raw(dueEntries)}) due WHERE publish_at <= ${now.toISOString()}::timestamptz) AS latest`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      version: string | number;
      due: string | number;
      latest: string | number | null;
    }[];
    const row = rows[0];
    return `v${row?.version ?? 0}.d${row?.due ?? 0}.${row?.latest ?? 0}`;
  };

  return {
    async cacheKey() {
      const now = clock.now();
      const started = Date.now();
      if (!last || started - last.at >= pollMs) {
        const key = poll(now);
        last = { at: started, key };
        // A failed poll is not remembered: the next call tries again.
        key.catch(() => {
          if (last?.key === key) last = undefined;
        });
      }
      return `${await last.key}.${lusakaDate(now)}`;
    },
    invalidate() {
      last = undefined;
    },
  };
}
