import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { lusakaDate } from '../clock/lusaka-date';
import { addDays, oneYearFrom, readableDate } from '../membership/lusaka-date';

// A renewal paid within the grace period continues the paid year from its end, as paying on time
// does: the member stayed in good standing through it. Once the grace period is over (lapsed) the
// new year starts on the day of payment (server README, "Dues"; `subscriptionStart`).

let database: TestDatabase;
let app: TestApp;
let adminToken = '';
const api = '/coaz/api';
const GRACE_DAYS = 30;

const today = () => lusakaDate(app.services.clock.now());

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, { paymentSandboxDelayMs: 0 });
  expect(app.services.config.membership.duesGraceDays).toBe(GRACE_DAYS);
  adminToken = (
    await app.send(`${api}/login`, {
      method: 'POST',
      json: { username: 'demo.admin', password: 'Demo-2026!' },
    })
  ).body.access_token;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

/**
 * A member whose paid year ended `daysAgo` days before today (0: it ends today), with the renewal
 * bill the dues job made, ACTIVE in the grace period and PENDING_PAYMENT once lapsed.
 */
async function renewingMember(username: string, phone: string, daysAgo: number) {
  const validUntil = addDays(today(), -daysAgo);
  const status = daysAgo > GRACE_DAYS ? 'PENDING_PAYMENT' : 'ACTIVE';
  const [user] = (await database.execute(
    `INSERT INTO users (username, password_hash, status, role, first_name, last_name,
                        membership_type, membership_number, phone_number, valid_until)
     SELECT $1, password_hash, $2, 'member', 'Sample', 'Renewing', 'full_membership',
            'COAZ-' || lpad(nextval('membership_number_seq')::text, 6, '0'), $3, $4
     FROM users WHERE username = 'demo.payment'
     RETURNING id`,
    [username, status, phone, validUntil],
  )) as { id: number }[];
  const [fee] = (await database.execute(
    `INSERT INTO receivables (user_id, criteria_id, amount_ngwee, description)
     VALUES ($1, 1, 30000, $2) RETURNING id`,
    [user?.id, `Full Membership: annual subscription from ${readableDate(addDays(validUntil, 1))}`],
  )) as { id: number }[];
  if (!user || !fee) throw new Error('could not add the member');
  const token = (
    await app.send(`${api}/login`, {
      method: 'POST',
      json: { username, password: 'Demo-2026!' },
    })
  ).body.access_token as string;
  return { validUntil, receivableId: fee.id, token };
}

const lastSms = async (phone: string) =>
  (
    (await database.execute(
      `SELECT body FROM message_outbox WHERE channel = 'sms' AND recipient = $1 ORDER BY id DESC LIMIT 1`,
      [phone],
    )) as { body: string }[]
  )[0]?.body;

const historyOf = async (token: string) =>
  (await app.send(`${api}/membership/history`, { token })).body.items.map(
    (item: { summary: string }) => item.summary,
  ) as string[];

// Days after the paid year's last day the renewal is paid, and whether it continues the year.
const CASES = [
  { when: 'on the paid year’s last day', daysAgo: 0, continues: true },
  { when: 'in the grace period', daysAgo: 13, continues: true },
  { when: 'on the grace period’s last day', daysAgo: GRACE_DAYS, continues: true },
  { when: 'the day after the grace period (lapsed)', daysAgo: GRACE_DAYS + 1, continues: false },
];

describe('a renewal paid by mobile money', () => {
  CASES.forEach(({ when, daysAgo, continues }, index) => {
    it(`${when} ${continues ? 'continues the paid year from its end' : 'starts on the day of payment'}`, async () => {
      const phone = `26097700010${index}`;
      const member = await renewingMember(`grace.momo.${index}`, phone, daysAgo);
      const start = continues ? addDays(member.validUntil, 1) : today();
      const validUntil = oneYearFrom(start);
      // The dashboard says beforehand the year the payment will buy.
      const before = await app.send(`${api}/membership`, { token: member.token });
      expect(before.body.todo[0].message).toMatch(
        continues ? `for a year from ${readableDate(start)}` : /for a year from the day you pay$/,
      );

      const started = await app.send(`${api}/payments`, {
        method: 'POST',
        token: member.token,
        json: {
          receivableId: member.receivableId,
          network: 'AIRTEL',
          phoneNumber: `0${phone.slice(3)}`,
        },
      });
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      const checked = await app.send(`${api}/payments/${started.body.paymentId}`, {
        token: member.token,
      });
      expect(checked.body.status).toBe('CONFIRMED');

      const receipts = await app.send(`${api}/receipts`, { token: member.token });
      expect(receipts.body.items[0]).toMatchObject({ periodFrom: start, validUntil });
      const summary = await app.send(`${api}/membership`, { token: member.token });
      expect(summary.body).toMatchObject({
        status: 'ACTIVE',
        validUntil,
        goodStandingUntil: addDays(validUntil, GRACE_DAYS),
      });
      const receiptNumber = receipts.body.items[0].receiptNumber;
      const sms = await lastSms(phone);
      expect(sms).toContain(
        `(receipt ${receiptNumber}). Your paid year runs to ${readableDate(validUntil)}; in good standing until ${readableDate(addDays(validUntil, GRACE_DAYS))}.`,
      );
      expect(await historyOf(member.token)).toContain(
        `Paid K300.00 (receipt ${receiptNumber}); the paid year runs to ${readableDate(validUntil)}; in good standing until ${readableDate(addDays(validUntil, GRACE_DAYS))}`,
      );
    });
  });
});

describe('a renewal the secretariat records (cash at the office)', () => {
  CASES.forEach(({ when, daysAgo, continues }, index) => {
    it(`${when} ${continues ? 'continues the paid year from its end' : 'starts on the day of payment'}`, async () => {
      const phone = `26097700020${index}`;
      const member = await renewingMember(`grace.office.${index}`, phone, daysAgo);
      const start = continues ? addDays(member.validUntil, 1) : today();
      const validUntil = oneYearFrom(start);
      const recorded = await app.send(`${api}/admin/receivables/${member.receivableId}/payments`, {
        method: 'POST',
        token: adminToken,
        json: { method: 'CASH', amount: 300, receivedOn: today(), reference: `OR-77${index}` },
      });
      expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
      expect(recorded.body.member).toMatchObject({ status: 'ACTIVE', validUntil });
      const standing = readableDate(addDays(validUntil, GRACE_DAYS));
      expect(recorded.body.message).toBe(
        `Recorded K300.00 from Sample Renewing: receipt ${recorded.body.receiptNumber}; the paid year runs to ${readableDate(validUntil)}; in good standing until ${standing}.`,
      );
      expect(await lastSms(phone)).toBe(
        `COAZ: payment received, K300.00 in cash (receipt ${recorded.body.receiptNumber}). Your paid year runs to ${readableDate(validUntil)}; in good standing until ${standing}.`,
      );
      const receipts = await app.send(`${api}/receipts`, { token: member.token });
      expect(receipts.body.items[0]).toMatchObject({ periodFrom: start, validUntil });
    });
  });

  it('continues the paid year for a transfer received on the grace period’s last day, recorded after it', async () => {
    const member = await renewingMember('grace.office.late', '260977100299', GRACE_DAYS + 5);
    const receivedOn = addDays(member.validUntil, GRACE_DAYS);
    const recorded = await app.send(`${api}/admin/receivables/${member.receivableId}/payments`, {
      method: 'POST',
      token: adminToken,
      json: { method: 'BANK_TRANSFER', amount: 300, receivedOn, reference: 'FT27001ZK0001' },
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    expect(recorded.body.member.validUntil).toBe(oneYearFrom(addDays(member.validUntil, 1)));
  });
});
