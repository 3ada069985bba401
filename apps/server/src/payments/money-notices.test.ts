import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { lusakaDate } from '../clock/lusaka-date';
import { addDays, readableDate } from '../membership/lusaka-date';
import { loginAddress, SMS_HOST_LENGTH } from '../membership/sms-site-address';
import { lockDemoAccounts } from '../seed/lock-demo-accounts';
import { billedNotice, recordedPaymentNotice, refundNotice } from './money-notices';
import { readableMobileNumber } from './zambian-mobile-number';

// What a member is told by SMS when the secretariat acts on their money: a year billed, a payment
// recorded, a refund paid back (server README, "Messages").

// GSM-7, as dues-job-messages.test.ts: one part holds 160 of these; any other character halves it.
const GSM_7 = /^[A-Za-z0-9 @£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà]*$/;
const FEE = 'K10,000.00';
const LONG_HOST = `${'w'.repeat(SMS_HOST_LENGTH - '.coaz.org.zm'.length)}.coaz.org.zm`;

describe('the SMS about the secretariat’s actions on a member’s money', () => {
  const longest = {
    billed: billedNotice(FEE, loginAddress(`https://${LONG_HOST}`)),
    'billed without a site address': billedNotice(FEE, undefined),
    // Two dates of the longest month: the paid year's end and the good standing's.
    'recorded payment': recordedPaymentNotice(
      FEE,
      'BANK_TRANSFER',
      'R2029-999999',
      '2029-09-28',
      '2029-09-28',
    ),
    'cash payment': recordedPaymentNotice(FEE, 'CASH', 'R2029-999999', '2029-09-28', '2029-09-28'),
    'payment by a member with another fee unpaid': recordedPaymentNotice(
      FEE,
      'BANK_TRANSFER',
      'R2029-999999',
      '2029-09-28',
      null,
    ),
    refund: refundNotice(FEE, '0966 111 002'),
  };
  for (const [name, text] of Object.entries(longest)) {
    it(`the ${name} stays one SMS`, () => {
      expect(text).toMatch(GSM_7);
      expect(text.length, text).toBeLessThanOrEqual(160);
    });
  }

  it('write a Zambian wallet as people do, whatever form it was stored in', () => {
    expect(readableMobileNumber('260966111002')).toBe('0966 111 002');
    expect(readableMobileNumber('+260966111002')).toBe('0966 111 002');
    expect(readableMobileNumber('447700900123')).toBe('447700900123');
  });
});

let database: TestDatabase;
let app: TestApp;
let adminToken = '';
const api = '/coaz/api';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, { paymentSandboxDelayMs: 0 });
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

const smsTo = async (phoneNumber: string) =>
  (
    (await database.execute(
      `SELECT body FROM message_outbox WHERE channel = 'sms' AND recipient = $1 ORDER BY id`,
      [phoneNumber],
    )) as { body: string }[]
  ).map((row) => row.body);

/** A member from before online dues, with a phone number, a type and no fee or paid year. */
async function legacyMember(username: string, phoneNumber: string) {
  await database.execute(
    `INSERT INTO users (username, password_hash, status, role, first_name, last_name,
                        membership_type, membership_number, phone_number)
     SELECT $1, password_hash, 'ACTIVE', 'member', 'Sample', 'Legacy', 'full_membership',
            'COAZ-' || lpad(nextval('membership_number_seq')::text, 6, '0'), $2
     FROM users WHERE username = 'demo.admin'`,
    [username, phoneNumber],
  );
}

async function bill(username: string) {
  const billed = await app.send(`${api}/admin/subscriptions`, {
    method: 'POST',
    token: adminToken,
    json: { username },
  });
  expect(billed.status, JSON.stringify(billed.body)).toBe(201);
  return billed.body as { receivableId: number; amount: number };
}

describe('a member the secretariat bills, whose payment it records', () => {
  it('is told of the bill, then of the payment with its receipt and the end of the year', async () => {
    await legacyMember('legacy.sms', '260966123401');
    const fee = await bill('legacy.sms');
    const amount = `K${fee.amount.toFixed(2)}`;
    expect(await smsTo('260966123401')).toEqual([
      `COAZ: the secretariat billed your membership subscription for a year: ${amount}. Pay it from your dashboard or at the secretariat.`,
    ]);

    const recorded = await app.send(`${api}/admin/receivables/${fee.receivableId}/payments`, {
      method: 'POST',
      token: adminToken,
      json: {
        method: 'CASH',
        amount: fee.amount,
        receivedOn: lusakaDate(app.services.clock.now()),
        reference: 'OR-0042',
      },
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    const { receiptNumber, member } = recorded.body;
    expect((await smsTo('260966123401')).at(-1)).toBe(
      `COAZ: payment received, ${amount} in cash (receipt ${receiptNumber}). Your paid year runs to ${readableDate(member.validUntil)}; in good standing until ${readableDate(addDays(member.validUntil, 30))}.`,
    );
    expect(recorded.body.message).toBe(
      `Recorded ${amount} from Sample Legacy: receipt ${receiptNumber}; the paid year runs to ${readableDate(member.validUntil)}; in good standing until ${readableDate(addDays(member.validUntil, 30))}.`,
    );
  });

  it('hears nothing when the bill is refused', async () => {
    await legacyMember('legacy.twice', '260966123402');
    await bill('legacy.twice');
    const again = await app.send(`${api}/admin/subscriptions`, {
      method: 'POST',
      token: adminToken,
      json: { username: 'legacy.twice' },
    });
    expect(again.status).toBe(409);
    expect(await smsTo('260966123402')).toHaveLength(1);
  });
});

describe('a refund the secretariat marks paid back', () => {
  it('tells the member the amount and the wallet it went to, as people write the number', async () => {
    await legacyMember('refund.sms', '260966123403');
    const fee = await bill('refund.sms');
    const [row] = (await database.execute(
      `INSERT INTO payments (id, receivable_id, user_id, network, phone_number, amount_ngwee,
                             provider, provider_reference, status, confirmed_at, refund_due)
       SELECT gen_random_uuid(), $1, user_id, 'MTN', '260966111002', amount_ngwee,
              'sandbox', 'late-1', 'CONFIRMED', now(), true
       FROM receivables WHERE id = $1 RETURNING id`,
      [fee.receivableId],
    )) as { id: string }[];
    const marked = await app.send(`${api}/admin/refunds/${row?.id}/refunded`, {
      method: 'POST',
      token: adminToken,
    });
    expect(marked.status).toBe(204);
    expect((await smsTo('260966123403')).at(-1)).toBe(
      `COAZ: we paid back K${fee.amount.toFixed(2)}, a membership fee you paid twice, to 0966 111 002 (MTN MoMo).`,
    );
    const [line] = (await database.execute(
      `SELECT e.summary FROM membership_events e JOIN users u ON u.id = e.user_id
       WHERE u.username = 'refund.sms' AND e.kind = 'refund'`,
    )) as { summary: string }[];
    expect(line?.summary).toBe(
      `Refunded K${fee.amount.toFixed(2)}, a fee paid twice, to 0966 111 002`,
    );
  });
});

describe('a demo account production locked', () => {
  it('is sent nothing, even with a number typed back into it', async () => {
    const [fee] = (await database.execute(
      `INSERT INTO receivables (user_id, criteria_id, amount_ngwee, description)
       SELECT id, 1, 30000, 'Annual subscription' FROM users WHERE username = 'demo.payment'
       RETURNING id`,
    )) as { id: number }[];
    // The secretariat's own admin is not a demo account's: production locks every demo account.
    await database.execute(
      "UPDATE users SET username = 'secretariat.admin' WHERE username = 'demo.admin'",
    );
    await lockDemoAccounts(app.services.db, app.services.hasher, () => {});
    await database.execute(
      "UPDATE users SET phone_number = '260966123404' WHERE username = 'demo.payment'",
    );
    const recorded = await app.send(`${api}/admin/receivables/${fee?.id}/payments`, {
      method: 'POST',
      token: adminToken,
      json: {
        method: 'BANK_TRANSFER',
        amount: 300,
        receivedOn: lusakaDate(app.services.clock.now()),
        reference: 'FT26338ZK4471',
      },
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    expect(await smsTo('260966123404')).toEqual([]);
  });
});
