import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRateLimitClock } from '../../test-support/rate-limit-clock';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { ApiError } from '../http/api-error';
import { createRateLimiter } from '../rate-limit/rate-limiter';
import { createLoginGuard, type LoginAttempt } from './login-guard';

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

/** The guard as the login routes make it, at the production limit of 10 failures per user name. */
function guard() {
  return createLoginGuard(createRateLimiter(app.services.db, testRateLimitClock), {
    loginLimitPerUser: 10,
    loginLimitPerAddress: 600,
    loginLimitWindowSeconds: 900,
  });
}

/** How many of `attempts`, all admitted at once, the guard lets on to the password check. */
async function admittedAtOnce(attempts: LoginAttempt[]): Promise<number> {
  const guarded = guard();
  const outcomes = await Promise.allSettled(attempts.map((attempt) => guarded.admit(attempt)));
  for (const outcome of outcomes) {
    if (outcome.status === 'rejected') {
      expect(outcome.reason).toBeInstanceOf(ApiError);
      expect((outcome.reason as ApiError).status).toBe(429);
    }
  }
  return outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
}

describe('guesses at one user name sent at once', () => {
  it('from many addresses, get no more password checks than the per-user limit allows one after another', async () => {
    // Each is admitted before any has failed: a check that only reads the failures counted so
    // far would let every one of them through, and a distributed guesser would get one password
    // check per address per burst instead of the per-user limit and its growing wait.
    const attempts = Array.from({ length: 25 }, (_, index) => ({
      username: 'at.once',
      address: `198.51.100.${index}`,
      crossSite: false,
    }));
    expect(await admittedAtOnce(attempts)).toBe(10);
  });

  it('claiming to come from another site, likewise', async () => {
    const attempts = Array.from({ length: 25 }, (_, index) => ({
      username: 'at.once.elsewhere',
      address: `203.0.113.${index}`,
      crossSite: true,
    }));
    expect(await admittedAtOnce(attempts)).toBe(10);
  });
});

describe('guesses sent at once from one browser the member logged in from', () => {
  it('get no more password checks than its device limit allows one after another', async () => {
    // A device mark skips the per-user backoff: its own limit must hold against a burst too, or
    // anyone who once logged in as the member (and kept the mark) could guess without limit.
    const attempts = Array.from({ length: 25 }, () => ({
      username: 'marked.phone',
      address: '192.0.2.10',
      crossSite: false,
      device: 'device-of-marked-phone',
    }));
    expect(await admittedAtOnce(attempts)).toBe(10);
  });
});
