import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock/clock';
import { lusakaDate, lusakaWallClock } from '../clock/lusaka-date';
import type { AppDatabase } from '../db/database';
import { contentState, events } from '../db/schema';
import { eventEnd, eventStart } from './event-collection';

/** What the public pages and lists are cached by. */
export interface SiteContent {
  /**
   * A key that changes, on every instance within `pollMs`, when published content changes and
   * when a scheduled entry comes due; at once when a published event starts or ends and when the
   * date in Lusaka changes. Cache rendered pages and public lists under it.
   */
  cacheKey(): Promise<string>;
  /** Forgets the last poll, so the next `cacheKey()` reads the database (after a write here). */
  invalidate(): void;
}

/** One read of the database's part of the key. */
interface Polled {
  key: string;
  /**
   * When the next published event starts or ends, whichever comes first, as
   * {@link lusakaWallClock} writes it; none: no event still to start or end.
   */
  nextTurn: string | undefined;
}

/** Tables whose published entries the public sees; a deleted one (`deleted_at` set) counts nowhere. */
const COLLECTION_TABLES = ['news', 'events', 'vacancies', 'people', 'partners'] as const;

// One round trip: the version row, and how many scheduled entries have come due (and the latest
// such moment), so an entry whose time arrives changes the key without any write.
const dueEntries = COLLECTION_TABLES.map(
  (table) =>
    `SELECT publish_at FROM ${table} WHERE status = 'published' AND publish_at IS NOT NULL AND deleted_at IS NULL`,
).join(' UNION ALL ');

/**
 * The content cache key: `content_state.version` (bumped in the same transaction as each write
 * the public can see), polled at most once per `pollMs`, with the due scheduled entries, the
 * numbers of published events that have started (see `eventStart`) and that have ended (see
 * `eventEnd`), and Lusaka's date at the clock's time.
 *
 * Decided: a cached page or list that shows events must not outlive the moment the first of its
 * upcoming events starts (the web lists it under "Happening now" from then, no longer under
 * "Upcoming events") or ends, and the caches (rendered pages, public lists) are keyed by this
 * value rather than given lives of their own, so the key changes then. The events are fixed
 * between two versions, so the counts of started and ended ones change exactly when one starts or
 * ends; each poll also reads when the next one starts or ends, and a poll past that moment is read
 * again at once instead of after `pollMs`.
 */
export function createSiteContent(db: AppDatabase, clock: Clock, pollMs: number): SiteContent {
  let last: { at: number; polled: Promise<Polled> } | undefined;

  const poll = async (now: Date): Promise<Polled> => {
    const lusakaNow = lusakaWallClock(now);
    const result = await db.execute(
      sql`SELECT (SELECT version FROM content_state WHERE id = 1) AS version,
        (SELECT count(*) FROM (${sql.raw(dueEntries)}) due WHERE publish_at <= ${now.toISOString()}::timestamptz) AS due,
        (SELECT extract(epoch FROM max(publish_at)) FROM (${sql.raw(dueEntries)}) due WHERE publish_at <= ${now.toISOString()}::timestamptz) AS latest,
        (SELECT count(*) FROM ${events} WHERE ${events.status} = 'published' AND ${events.deletedAt} IS NULL AND ${eventStart} <= ${lusakaNow}::timestamp) AS started,
        (SELECT count(*) FROM ${events} WHERE ${events.status} = 'published' AND ${events.deletedAt} IS NULL AND ${eventEnd} <= ${lusakaNow}::timestamp) AS ended,
        (SELECT to_char(least(
          min(CASE WHEN ${eventStart} > ${lusakaNow}::timestamp THEN ${eventStart} END),
          min(CASE WHEN ${eventEnd} > ${lusakaNow}::timestamp THEN ${eventEnd} END)
        ), 'YYYY-MM-DD HH24:MI:SS') FROM ${events} WHERE ${events.status} = 'published' AND ${events.deletedAt} IS NULL) AS next_turn`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      version: string | number;
      due: string | number;
      latest: string | number | null;
      started: string | number;
      ended: string | number;
      next_turn: string | null;
    }[];
    const row = rows[0];
    return {
      key: `v${row?.version ?? 0}.d${row?.due ?? 0}.${row?.latest ?? 0}.s${row?.started ?? 0}.e${row?.ended ?? 0}`,
      nextTurn: row?.next_turn ?? undefined,
    };
  };

  const refresh = (now: Date, started: number) => {
    const polled = poll(now);
    last = { at: started, polled };
    // A failed poll is not remembered: the next call tries again.
    polled.catch(() => {
      if (last?.polled === polled) last = undefined;
    });
    return polled;
  };

  return {
    async cacheKey() {
      const now = clock.now();
      const started = Date.now();
      const polling = !last || started - last.at >= pollMs ? refresh(now, started) : last.polled;
      let polled = await polling;
      if (polled.nextTurn !== undefined && lusakaWallClock(now) >= polled.nextTurn) {
        // An event has started or ended since that poll: its pages must not be answered from the
        // cache.
        // Another request may have read it again already.
        polled = await (last && last.polled !== polling ? last.polled : refresh(now, started));
      }
      return `${polled.key}.${lusakaDate(now)}`;
    },
    invalidate() {
      last = undefined;
    },
  };
}

/** A transaction of the application's database. */
type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/**
 * Moves the site's content version on, in the transaction of a write the public can see (an
 * entry, a notice, the site settings, a fee the join page shows), so every instance's cached
 * pages and lists drop their answers within one poll.
 */
export async function bumpContentVersion(tx: Transaction, at: Date): Promise<void> {
  await tx
    .update(contentState)
    .set({ version: sql`${contentState.version} + 1`, changedAt: at })
    .where(eq(contentState.id, 1));
}
