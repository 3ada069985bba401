import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_RATE_LIMIT_TIME } from '../../test-support/rate-limit-clock';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { login, startTestServer } from '../../test-support/test-server';
import { ApiError } from '../http/api-error';
import { createRateLimiter, type RateLimitRule } from './rate-limiter';

let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const MINUTE_MS = 60_000;
/** 1 ms before a minute ends. */
const LAST_MOMENT = Math.ceil(Date.now() / MINUTE_MS) * MINUTE_MS - 1;

/** Hits `rule` four times, the clock moving 1 ms after each, and answers each hit's status. */
async function burst(rule: RateLimitRule, now: () => number, tick: () => void) {
  const limiter = createRateLimiter(app.services.db, now);
  const statuses: number[] = [];
  for (let index = 0; index < 4; index += 1) {
    try {
      await limiter.hit(rule, 'burst');
      statuses.push(200);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      statuses.push(error.status);
    }
    tick();
  }
  return statuses;
}

describe('rate limiter clock', () => {
  it('splits a burst that straddles a window boundary in two windows, so tests cannot use the wall clock', async () => {
    let now = LAST_MOMENT;
    const rule = { name: 'boundary-moving', limit: 3, windowSeconds: 60 };
    const statuses = await burst(
      rule,
      () => now,
      () => {
        now += 1;
      },
    );
    // The first hit lands in the ending minute, the other three in the next: none is refused.
    expect(statuses).toEqual([200, 200, 200, 200]);
  });

  it('counts the whole burst in one window with a clock held still at the same moment', async () => {
    const rule = { name: 'boundary-held', limit: 3, windowSeconds: 60 };
    const statuses = await burst(
      rule,
      () => LAST_MOMENT,
      () => {},
    );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('gives test apps a limiter held at the test moment, whatever the wall clock says', async () => {
    await app.services.limiter.hit({ name: 'held-app', limit: 5, windowSeconds: 60 }, 'key');
    const rows = (await database.execute(
      "SELECT window_start FROM rate_limit_hits WHERE bucket = 'held-app:key'",
    )) as { window_start: Date }[];
    expect(rows.map((row) => new Date(row.window_start).getTime())).toEqual([TEST_RATE_LIMIT_TIME]);
  });

  it('gives test servers a limiter held at the test moment too', async () => {
    const server = await startTestServer(database);
    try {
      expect((await login(server, 'held.server', 'wrong')).status).toBe(401);
    } finally {
      await server.close();
    }
    const rows = (await database.execute(
      "SELECT DISTINCT window_start FROM rate_limit_hits WHERE bucket LIKE 'login-%:%held.server'",
    )) as { window_start: Date }[];
    expect(rows.map((row) => new Date(row.window_start).getTime())).toEqual([TEST_RATE_LIMIT_TIME]);
  });

  it('tells in its 429 how long to wait, in words and as a number, as Retry-After does', async () => {
    const hour = 3_600_000;
    // 48 minutes into an hour's window: the next attempt is let in after 12 minutes.
    const at = Math.floor(Date.now() / hour) * hour + 48 * 60_000;
    const limiter = createRateLimiter(app.services.db, () => at);
    const rule = { name: 'wait-told', limit: 1, windowSeconds: 3600 };
    await limiter.hit(rule, 'member');
    const refusal = await limiter.hit(rule, 'member').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    const { message, headers, details } = refusal as ApiError;
    expect(message).toBe('Too many attempts. Try again in 12 minutes.');
    expect(headers['retry-after']).toBe('720');
    expect(details).toEqual({ retryAfterSeconds: 720 });
  });
});
