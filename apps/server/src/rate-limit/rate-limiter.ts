import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { rateLimitHits } from '../db/schema';
import type { ApiError } from '../http/api-error';
import { tooManyAttempts } from './too-many-attempts';

/** One fixed-window limit: at most `limit` hits per `windowSeconds` for each bucket. */
export interface RateLimitRule {
  /** Prefix of the buckets this rule counts, such as `login-user`. */
  name: string;
  /** Hits allowed in one window. */
  limit: number;
  /** Window length in seconds. */
  windowSeconds: number;
}

/** Counts hits in the database, so every instance sees the same totals. */
export interface RateLimiter {
  /** Throws 429 when the bucket already reached its limit, without counting. */
  check(rule: RateLimitRule, key: string): Promise<void>;
  /** Counts one hit; throws 429 when this hit goes over the limit. */
  hit(rule: RateLimitRule, key: string): Promise<void>;
  /** Counts one hit in each bucket in a single statement; throws 429 when any goes over. */
  hitEach(hits: readonly { rule: RateLimitRule; key: string }[]): Promise<void>;
  /**
   * Counts one hit unless the bucket already reached its limit, checked and counted in one
   * statement (so of hits sent at once no more get through than one after another); a refused
   * hit is not counted.
   * @throws 429 until the window ends, when the bucket reached its limit
   */
  hitBelowLimit(rule: RateLimitRule, key: string): Promise<void>;
  /**
   * As {@link RateLimiter.hitBelowLimit}, and answers how to take that hit back: for an attempt
   * known only afterwards not to count (a save the server refused changed nothing). The hit is
   * taken back from the window it was counted in, never from a later one.
   * @throws 429 until the window ends, when the bucket reached its limit
   */
  reserve(rule: RateLimitRule, key: string): Promise<{ giveBack(): Promise<void> }>;
  /**
   * Counts one hit unless the bucket is in its backoff: past `freeHits` in the window, each hit
   * must come 2^(hits - freeHits) seconds (at most `maxWaitSeconds`) after the last. Checked and
   * counted in one statement, so of hits sent at once no more get through than one after another.
   * @throws 429 with the time left to wait
   */
  hitAfterBackoff(
    rule: RateLimitRule,
    key: string,
    backoff: { freeHits: number; maxWaitSeconds: number; refusal: string },
  ): Promise<void>;
  /** Forgets a bucket's current window (a successful login clears its failures). */
  reset(rule: RateLimitRule, key: string): Promise<void>;
  /** The bucket's hits in the current window and when the last one came, without counting. */
  state(rule: RateLimitRule, key: string): Promise<{ hits: number; lastHitAt: Date | undefined }>;
}

const CLEANUP_INTERVAL_MS = 60_000;

/** Milliseconds since the epoch, as `Date.now()` answers them. */
export type RateLimitClock = () => number;

function windowStart(rule: RateLimitRule, now: number): Date {
  const size = rule.windowSeconds * 1000;
  return new Date(Math.floor(now / size) * size);
}

function tooMany(rule: RateLimitRule, start: Date, now: number): ApiError {
  return tooManyAttempts((start.getTime() + rule.windowSeconds * 1000 - now) / 1000);
}

/**
 * A rate limiter over the `rate_limit_hits` table. `now` places hits in windows; tests hold it
 * still so a burst cannot straddle a window boundary (`lastHitAt` stays the database's time).
 */
export function createRateLimiter(db: AppDatabase, now: RateLimitClock = Date.now): RateLimiter {
  let lastCleanup: number | undefined;
  const cleanup = () => {
    const at = now();
    if (lastCleanup !== undefined && Math.abs(at - lastCleanup) < CLEANUP_INTERVAL_MS) return;
    lastCleanup = at;
    // Windows end within a day; anything older only takes space.
    db.delete(rateLimitHits)
      .where(lt(rateLimitHits.windowStart, new Date(at - 86_400_000)))
      .catch(() => {});
  };
  const bucketOf = (rule: RateLimitRule, key: string) => `${rule.name}:${key}`;

  async function hitEach(hits: readonly { rule: RateLimitRule; key: string }[]): Promise<void> {
    cleanup();
    const at = now();
    const rows = hits.map(({ rule, key }) => ({
      bucket: bucketOf(rule, key),
      windowStart: windowStart(rule, at),
      hits: 1,
    }));
    const counted = await db
      .insert(rateLimitHits)
      .values(rows)
      .onConflictDoUpdate({
        target: [rateLimitHits.bucket, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1`, lastHitAt: sql`now()` },
      })
      .returning({ bucket: rateLimitHits.bucket, hits: rateLimitHits.hits });
    for (const [index, { rule }] of hits.entries()) {
      const row = counted.find((candidate) => candidate.bucket === rows[index]?.bucket);
      if ((row?.hits ?? 0) > rule.limit)
        throw tooMany(rule, rows[index]?.windowStart ?? new Date(at), at);
    }
  }

  /** Counts one hit below the limit (see the interface) and answers the window it counted in. */
  async function hitBelowLimit(rule: RateLimitRule, key: string): Promise<Date> {
    cleanup();
    const at = now();
    const start = windowStart(rule, at);
    const [counted] = await db
      .insert(rateLimitHits)
      .values({ bucket: bucketOf(rule, key), windowStart: start, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.bucket, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1`, lastHitAt: sql`now()` },
        setWhere: sql`${rateLimitHits.hits} < ${rule.limit}`,
      })
      .returning({ hits: rateLimitHits.hits });
    if (!counted) throw tooMany(rule, start, at);
    return start;
  }

  return {
    async check(rule, key) {
      const at = now();
      const start = windowStart(rule, at);
      const [row] = await db
        .select({ hits: rateLimitHits.hits })
        .from(rateLimitHits)
        .where(
          and(eq(rateLimitHits.bucket, bucketOf(rule, key)), eq(rateLimitHits.windowStart, start)),
        );
      if ((row?.hits ?? 0) >= rule.limit) throw tooMany(rule, start, at);
    },

    async state(rule, key) {
      const [row] = await db
        .select({ hits: rateLimitHits.hits, lastHitAt: rateLimitHits.lastHitAt })
        .from(rateLimitHits)
        .where(
          and(
            eq(rateLimitHits.bucket, bucketOf(rule, key)),
            eq(rateLimitHits.windowStart, windowStart(rule, now())),
          ),
        );
      return { hits: row?.hits ?? 0, lastHitAt: row?.lastHitAt };
    },

    hitBelowLimit: async (rule, key) => {
      await hitBelowLimit(rule, key);
    },

    async reserve(rule, key) {
      const start = await hitBelowLimit(rule, key);
      const where = and(
        eq(rateLimitHits.bucket, bucketOf(rule, key)),
        eq(rateLimitHits.windowStart, start),
      );
      return {
        async giveBack() {
          await db
            .update(rateLimitHits)
            .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
            .where(where);
        },
      };
    },

    async hitAfterBackoff(rule, key, backoff) {
      cleanup();
      const start = windowStart(rule, now());
      const bucket = bucketOf(rule, key);
      // The exponent is capped before 2 is raised to it, so no count overflows the power.
      const waitSeconds = sql`least(power(2, least(${rateLimitHits.hits} - ${backoff.freeHits}, 30)), ${backoff.maxWaitSeconds})`;
      const [counted] = await db
        .insert(rateLimitHits)
        .values({ bucket, windowStart: start, hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimitHits.bucket, rateLimitHits.windowStart],
          set: { hits: sql`${rateLimitHits.hits} + 1`, lastHitAt: sql`now()` },
          setWhere: sql`${rateLimitHits.hits} < ${backoff.freeHits} OR ${rateLimitHits.lastHitAt} + make_interval(secs => ${waitSeconds}) <= now()`,
        })
        .returning({ hits: rateLimitHits.hits });
      if (counted) return;
      const [waiting] = await db
        .select({
          remaining: sql<number>`extract(epoch from (${rateLimitHits.lastHitAt} + make_interval(secs => ${waitSeconds}) - now()))::float8`,
        })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.windowStart, start)));
      throw tooManyAttempts(Number(waiting?.remaining ?? 1), backoff.refusal);
    },

    hit: (rule, key) => hitEach([{ rule, key }]),
    hitEach,
    async reset(rule, key) {
      await db
        .delete(rateLimitHits)
        .where(
          and(
            eq(rateLimitHits.bucket, bucketOf(rule, key)),
            eq(rateLimitHits.windowStart, windowStart(rule, now())),
          ),
        );
    },
  };
}
