import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import type { AdjustableClock } from '../clock/clock';
import { lockDemoAccounts } from '../seed/lock-demo-accounts';
import { runDuesCycle } from './dues-job';
import { addDays } from './lusaka-date';

let database: TestDatabase;
let app: TestApp;
let clock: AdjustableClock;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, { paymentSandboxDelayMs: 0 });
  clock = app.services.clock as AdjustableClock;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const at = (date: string) => new Date(`${date}T08:00:00+02:00`);

async function accountOf(username: string) {
  const [row] = (await database.execute(
    `SELECT u.status, u.valid_until::text AS "validUntil",
            (SELECT count(*)::int FROM receivables r WHERE r.user_id = u.id AND r.paid_at IS NULL) AS unpaid,
            (SELECT count(*)::int FROM dues_reminders d WHERE d.user_id = u.id) AS reminders,
            (SELECT count(*)::int FROM membership_events e
              WHERE e.user_id = u.id AND e.kind IN ('reminder', 'lapsed')) AS events
       FROM users u WHERE u.username = $1`,
    [username],
  )) as { status: string; validUntil: string; unpaid: number; reminders: number; events: number }[];
  if (!row) throw new Error(`no account ${username}`);
  return row;
}

describe('the dues job and the demo accounts production locked', () => {
  it('neither bills, reminds nor lapses a locked demo account, and still does a real member paid the same day', async () => {
    // demo.editor's paid year becomes a real member's (no longer a demo user name): production
    // locks every demo account whatever its password, and the job must still serve the member.
    await database.execute(
      "UPDATE users SET username = 'kabwe.member' WHERE username = 'demo.editor'",
    );
    const locked = await lockDemoAccounts(app.services.db, app.services.hasher, () => {});
    expect(locked).toContain('demo.active');
    expect(locked).not.toContain('kabwe.member');

    const { validUntil } = await accountOf('demo.active');
    expect((await accountOf('kabwe.member')).validUntil).toBe(validUntil);

    // Reminder window, then past the grace period: both would touch an ordinary member.
    clock.setNow(at(addDays(validUntil, -30)));
    await runDuesCycle(app.services);
    clock.setNow(at(addDays(validUntil, 400)));
    await runDuesCycle(app.services);
    clock.reset();

    expect(await accountOf('demo.active')).toMatchObject({
      status: 'ACTIVE',
      unpaid: 0,
      reminders: 0,
      events: 0,
    });
    expect(await accountOf('kabwe.member')).toMatchObject({
      status: 'PENDING_PAYMENT',
      unpaid: 1,
      reminders: 1,
    });
  });
});
