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
const api = '/coaz/api';

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
const graceDaysOf = () => app.services.config.membership.duesGraceDays;

async function login(username: string) {
  return app.send(`${api}/login`, { method: 'POST', json: { username, password: 'Demo-2026!' } });
}

async function unpaidFees(username: string) {
  return (await database.execute(
    `SELECT r.amount_ngwee AS "amountNgwee", r.criteria_id AS "criteriaId", r.description
       FROM receivables r JOIN users u ON u.id = r.user_id
      WHERE u.username = $1 AND r.paid_at IS NULL`,
    [username],
  )) as { amountNgwee: number; criteriaId: number; description: string }[];
}

describe('the dues job, for members with no membership type recorded', () => {
  it('bills, reminds and lapses them at full membership’s subscription, like everyone else', async () => {
    // demo.payment comes from before membership types: a K300 practising fee and no type.
    const pending = await login('demo.payment');
    const started = await app.send(`${api}/payments`, {
      method: 'POST',
      token: pending.body.access_token,
      json: {
        receivableId: pending.body.tariff.receivableId,
        network: 'MTN',
        phoneNumber: '0961234567',
      },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const paid = await app.send(`${api}/payments/${started.body.paymentId}`, {
      token: pending.body.access_token,
    });
    expect(paid.body.status).toBe('CONFIRMED');
    const summary = await app.send(`${api}/membership`, { token: paid.body.access_token });
    expect(summary.body).toMatchObject({ status: 'ACTIVE' });
    const validUntil: string = summary.body.validUntil;
    // A payment now records the type its fee was for: this is a member who paid before it did.
    await database.execute(
      "UPDATE users SET membership_type = NULL WHERE username = 'demo.payment'",
    );

    clock.setNow(at(addDays(validUntil, -30)));
    await runDuesCycle(app.services);
    expect(await unpaidFees('demo.payment')).toEqual([
      expect.objectContaining({
        amountNgwee: 30_000,
        criteriaId: 1,
        description: expect.stringMatching(/^Full Membership: annual subscription/),
      }),
    ]);
    const outbox = await app.send('/api/dev/outbox?to=260961000003');
    // The reminder tells until when the member stays in good standing: the grace period's last day.
    const graceEnd = addDays(validUntil, app.services.config.membership.duesGraceDays);
    expect(outbox.body.items[0].body).toBe(
      `COAZ: your paid year ends on ${readableDate(validUntil)} (good standing until ${readableDate(graceEnd)}). Renew from your dashboard or at the secretariat: K300.00.`,
    );

    // In the grace period the bill still names the day after the paid year: a renewal paid now
    // continues it (`subscriptionStart`).
    clock.setNow(at(addDays(validUntil, graceDaysOf())));
    await runDuesCycle(app.services);
    expect((await unpaidFees('demo.payment'))[0]?.description).toBe(
      `Full Membership: annual subscription from ${readableDate(addDays(validUntil, 1))}`,
    );

    clock.setNow(at(addDays(validUntil, 31)));
    expect((await runDuesCycle(app.services)).lapsed).toBeGreaterThanOrEqual(1);
    // Lapsed, a renewal starts on the day it is paid, and the bill says so.
    expect((await unpaidFees('demo.payment'))[0]?.description).toBe(
      'Full Membership: annual subscription, a year from the day it is paid',
    );
    // In good standing through the grace period, as the card checked: not "lapsed" on the
    // year's last day.
    const told = (await app.send('/api/dev/outbox?to=260961000003')).body.items[0].body;
    expect(told).toBe(
      `COAZ: your grace period ended on ${readableDate(addDays(validUntil, app.services.config.membership.duesGraceDays))}. You are no longer in good standing. Renew from your dashboard or at the secretariat: K300.00.`,
    );
    expect(told).not.toMatch(/lapsed on/);
    // The member's history says the same: the paid year's end, the grace period's, the standing.
    const [lapseEvent] = (await database.execute(
      `SELECT e.summary FROM membership_events e JOIN users u ON u.id = e.user_id
        WHERE u.username = 'demo.payment' AND e.kind = 'lapsed'`,
    )) as { summary: string }[];
    expect(lapseEvent?.summary).toBe(
      `Subscription unpaid: the paid year ended on ${readableDate(validUntil)} and the grace period on ${readableDate(graceEnd)}. No longer in good standing`,
    );
    const lapsed = await login('demo.payment');
    expect(lapsed.body).toMatchObject({
      status: 'PENDING_PAYMENT',
      tariff: { receivableId: expect.any(Number) },
    });
    clock.reset();
  });

  it('bills one whose last fee was a student’s at the student subscription', async () => {
    const validUntil = addDays(lusakaDate(clock.now()), 60);
    await database.execute(
      `INSERT INTO users (username, password_hash, status, role, valid_until)
       SELECT 'old.student', password_hash, 'ACTIVE', 'member', $1 FROM users WHERE username = 'demo.active'`,
      [validUntil],
    );
    await database.execute(
      `INSERT INTO receivables (user_id, criteria_id, amount_ngwee, description, paid_at)
       SELECT id, 2, 10000, 'Student clinical officer: annual subscription', now() FROM users WHERE username = 'old.student'`,
    );
    clock.setNow(at(addDays(validUntil, -20)));
    await runDuesCycle(app.services);
    expect(await unpaidFees('old.student')).toEqual([
      expect.objectContaining({
        amountNgwee: 10_000,
        criteriaId: 2,
        description: expect.stringMatching(/^Student Membership: annual subscription/),
      }),
    ]);
    clock.reset();
  });
});

describe('the dues job on several instances at once', () => {
  it('bills a member once when two runs look at the same moment', async () => {
    // Far past the other tests' dates, so only this member is due in the window looked at.
    const validUntil = addDays(lusakaDate(clock.now()), 2000);
    await database.execute(
      `INSERT INTO users (username, password_hash, status, role, valid_until, membership_type)
       SELECT 'twice.billed', password_hash, 'ACTIVE', 'member', $1, 'full_membership'
         FROM users WHERE username = 'demo.active'`,
      [validUntil],
    );
    clock.setNow(at(addDays(validUntil, -10)));
    // Every instance starts the job a few seconds after it starts, so a deployment that
    // restarts them together runs it on each at the same moment.
    await Promise.all([runDuesCycle(app.services), runDuesCycle(app.services)]);
    expect(await unpaidFees('twice.billed')).toHaveLength(1);
    clock.reset();
  });
});
