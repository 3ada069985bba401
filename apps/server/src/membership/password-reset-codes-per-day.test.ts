import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_RATE_LIMIT_TIME } from '../../test-support/rate-limit-clock';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

// Five codes an hour, five guesses each, let a stranger who knows a member's user name try 600
// codes a day at a six-digit code (one in 1 700 a day, a fifth in a year) and send the member
// 120 SMS a day; the day's allowance holds both to ten codes.
const HOUR_MS = 3_600_000;
let database: TestDatabase;
let app: TestApp;
let rateLimitNow = TEST_RATE_LIMIT_TIME;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, {}, { rateLimitClock: () => rateLimitNow });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

async function codesSentTo(phone: string): Promise<number> {
  await app.services.background.settled();
  const outbox = await app.send(`/api/dev/outbox?to=${phone}`);
  const items = outbox.body.items as { body: string }[];
  return items.filter((item) => /password reset code is \d{6}/.test(item.body)).length;
}

const askAsStranger = (login: string) =>
  app.send('/coaz/api/password/recovery', { method: 'POST', json: { login } });

describe('reset codes a stranger can have sent to one member', () => {
  it('are five an hour and ten a day, and a burst in one hour does not spend the day', async () => {
    const phone = '260971000001';
    const before = await codesSentTo(phone);
    for (let hour = 0; hour < 4; hour += 1) {
      rateLimitNow = TEST_RATE_LIMIT_TIME + hour * HOUR_MS;
      // Eight requests in the hour: three past its five, which must not count in the day.
      for (let request = 0; request < 8; request += 1) {
        expect((await askAsStranger('demo.active')).status).toBe(202);
      }
      // The codes are counted after the answer, in the hour they were asked in.
      await app.services.background.settled();
    }
    expect((await codesSentTo(phone)) - before).toBe(10);
    // The next day the member can be sent codes again.
    rateLimitNow = TEST_RATE_LIMIT_TIME + 24 * HOUR_MS;
    expect((await askAsStranger('demo.active')).status).toBe(202);
    expect((await codesSentTo(phone)) - before).toBe(11);
  });
});
