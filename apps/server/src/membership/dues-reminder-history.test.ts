import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import type { AdjustableClock } from '../clock/clock';
import { lusakaDate } from '../clock/lusaka-date';
import { runDuesCycle } from './dues-job';
import { addDays, readableDate } from './lusaka-date';

let database: TestDatabase;
let app: TestApp;
let clock: AdjustableClock;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  clock = app.services.clock as AdjustableClock;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

async function reminderLines(username: string): Promise<string[]> {
  const rows = (await database.execute(
    `SELECT e.summary FROM membership_events e JOIN users u ON u.id = e.user_id
      WHERE u.username = $1 AND e.kind = 'reminder' ORDER BY e.id`,
    [username],
  )) as { summary: string }[];
  return rows.map((row) => row.summary);
}

describe('the reminder line in a member’s history', () => {
  it('states the dates the reminder gave (the paid year’s end, the grace period’s), also when the job first saw the member late', async () => {
    // Far from the seeded members' dates, so only this member is due when the job runs.
    const validUntil = addDays(lusakaDate(clock.now()), 3000);
    await database.execute(
      `INSERT INTO users (username, password_hash, status, role, valid_until, membership_type)
       SELECT 'late.reminded', password_hash, 'ACTIVE', 'member', $1, 'full_membership'
         FROM users WHERE username = 'demo.active'`,
      [validUntil],
    );
    // 23:30 in Lusaka (21:30 UTC), twelve days before the paid year's last day: the server was
    // down on the thirtieth day, so no reminder has gone yet.
    clock.setNow(new Date(`${addDays(validUntil, -12)}T23:30:00+02:00`));
    await runDuesCycle(app.services);
    // 00:30 in Lusaka on the paid year's last day (22:30 UTC the day before).
    clock.setNow(new Date(`${validUntil}T00:30:00+02:00`));
    await runDuesCycle(app.services);
    // Each line is dated when it went; it says what the SMS said, not a count of days.
    const said = `Reminded to renew: the paid year ends on ${readableDate(validUntil)}; in good standing until ${readableDate(addDays(validUntil, 30))}`;
    expect(await reminderLines('late.reminded')).toEqual([said, said]);
    clock.reset();
  });
});
