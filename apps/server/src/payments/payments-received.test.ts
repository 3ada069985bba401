import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoServerError, startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import type { AdjustableClock } from '../clock/clock';
import { lusakaDate, lusakaMidnight } from '../clock/lusaka-date';
import { PAYMENTS_RECEIVED_PER_PAGE } from './payments-received-routes';

// The secretariat's list of who paid (`GET admin/payments`): every confirmed payment of a month in
// Lusaka time, mobile money and those an admin recorded, newest first, with the month's total.

let database: TestDatabase;
let app: TestApp;
let adminToken = '';
let editorToken = '';
let memberToken = '';
const api = '/coaz/api';

const login = async (username: string, password = 'Demo-2026!') =>
  (await app.send(`${api}/login`, { method: 'POST', json: { username, password } })).body;

const list = (query = '', token = adminToken) =>
  app.send(`${api}/admin/payments${query}`, { token });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  adminToken = (await login('demo.admin')).access_token;
  editorToken = (await login('demo.editor')).access_token;
  memberToken = (await login('demo.active')).access_token;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

/** A member ("Sample <last name>") with a membership number and an annual fee of K300. */
async function sampleMember(lastName: string, membershipNumber: string) {
  const [user] = (await database.execute(
    `INSERT INTO users (username, password_hash, status, role, first_name, last_name, membership_number)
     SELECT $1, password_hash, 'PENDING_PAYMENT', 'member', 'Sample', $2, $3
     FROM users WHERE username = 'demo.payment'
     RETURNING id`,
    [`sample.${lastName.toLowerCase().replace(/\W/g, '')}`, lastName, membershipNumber],
  )) as { id: number }[];
  if (!user) throw new Error('could not add the member');
  const fee = async (description = 'Annual subscription 2027') => {
    const [row] = (await database.execute(
      `INSERT INTO receivables (user_id, criteria_id, amount_ngwee, description)
       VALUES ($1, 1, 30000, $2) RETURNING id`,
      [user.id, description],
    )) as { id: number }[];
    if (!row) throw new Error('could not bill the member');
    return row.id;
  };
  return { id: user.id, username: `sample.${lastName.toLowerCase()}`, fee };
}

/** A mobile-money payment (or an attempt) stored as the provider's confirmation leaves it. */
async function mobileMoneyPayment(
  member: { id: number },
  receivableId: number,
  confirmedAt: string,
  {
    status = 'CONFIRMED',
    refundDue = false,
    receiptNumber,
  }: { status?: string; refundDue?: boolean; receiptNumber?: string } = {},
) {
  const id = randomUUID();
  await database.execute(
    `INSERT INTO payments (id, receivable_id, user_id, network, phone_number, amount_ngwee,
       provider, provider_reference, status, created_at, confirmed_at, refund_due, method)
     VALUES ($1, $2, $3, 'AIRTEL', '260971234567', 30000, 'sandbox', $4, $5, $6::timestamptz,
       $7::timestamptz, $8, 'MOBILE_MONEY')`,
    [
      id,
      receivableId,
      member.id,
      `MP${id.slice(0, 8)}`,
      status,
      confirmedAt,
      status === 'CONFIRMED' ? confirmedAt : null,
      refundDue,
    ],
  );
  if (receiptNumber) {
    await database.execute(
      `INSERT INTO receipts (receipt_number, payment_id, user_id, amount_ngwee, description, network, issued_at)
       VALUES ($1, $2, $3, 30000, 'Annual subscription 2027', 'AIRTEL', $4::timestamptz)`,
      [receiptNumber, id, member.id, confirmedAt],
    );
  }
  return id;
}

describe('who may read the payments received', () => {
  it('is refused without a sign-in (401) and to editors and members (403)', async () => {
    const signedOut = await app.send(`${api}/admin/payments`);
    expect(signedOut.status).toBe(401);
    expect(signedOut.contentType).toContain('application/json');
    for (const token of [editorToken, memberToken]) {
      const refused = await list('', token);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ error: 'forbidden' });
    }
  });

  it('answers a month not written YYYY-MM, and a forged cursor, with 400 JSON', async () => {
    for (const month of ['2026-13', '2026-00', '2026-1', 'december', '2026-12-01', '', '1899-12']) {
      const answer = await list(`?month=${encodeURIComponent(month)}`);
      expectNoServerError(answer);
      expect(answer.status, month).toBe(400);
      expect(answer.body).toMatchObject({ error: 'validation_failed' });
      expect(answer.body.message).toContain('month');
      // Named once: the field's name, then the words (it said "month: month: give a month…").
      expect(answer.body.message, month).toBe('month: give a month as YYYY-MM, such as 2026-12');
    }
    const forged = [
      Buffer.from('2026-02-30T10:00:00.000Z|00000000-0000-4000-8000-000000000000').toString(
        'base64url',
      ),
      Buffer.from('2026-02-03T10:00:00.000Z|1').toString('base64url'),
      'not-a-cursor',
      '%%%',
    ];
    for (const cursor of forged) {
      const answer = await list(`?month=2026-02&cursor=${encodeURIComponent(cursor)}`);
      expectNoServerError(answer);
      expect(answer.status, cursor).toBe(400);
      expect(answer.body).toMatchObject({ error: 'validation_failed' });
    }
  });
});

describe('a month of payments in Lusaka time', () => {
  it('takes a payment at 23:59 Lusaka on the last day in that month, and one at 00:00 in the next', async () => {
    const member = await sampleMember('Boundary', 'COAZ-900001');
    // 21:59:59.999 UTC on 31 October is 23:59:59.999 in Lusaka: October.
    const lastOfOctober = await mobileMoneyPayment(
      member,
      await member.fee(),
      '2025-10-31T21:59:59.999Z',
      { receiptNumber: 'R2025-900001' },
    );
    // 22:00 UTC on 31 October is midnight starting 1 November in Lusaka: November.
    const firstOfNovember = await mobileMoneyPayment(
      member,
      await member.fee(),
      '2025-10-31T22:00:00.000Z',
      { receiptNumber: 'R2025-900002' },
    );
    const october = await list('?month=2025-10');
    expect(october.status).toBe(200);
    const raw = await app.app.request(`${api}/admin/payments?month=2025-10`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(raw.headers.get('cache-control')).toBe('no-store');
    expect(october.body.items.map((item: { paymentId: string }) => item.paymentId)).toEqual([
      lastOfOctober,
    ]);
    expect(october.body).toMatchObject({ month: '2025-10', total: 300, count: 1, owedBack: 0 });
    const november = await list('?month=2025-11');
    expect(november.body.items).toEqual([
      expect.objectContaining({
        paymentId: firstOfNovember,
        confirmedAt: '2025-10-31T22:00:00.000Z',
        method: 'MOBILE_MONEY',
        methodName: 'Mobile money',
        network: 'AIRTEL',
        amount: 300,
        currency: 'ZMW',
        description: 'Annual subscription 2027',
        receiptNumber: 'R2025-900002',
        receivedOn: null,
        refundDue: false,
        member: expect.objectContaining({
          firstName: 'Sample',
          lastName: 'Boundary',
          membershipNumber: 'COAZ-900001',
        }),
      }),
    ]);
    expect(lusakaMidnight('2025-11-01').toISOString()).toBe('2025-10-31T22:00:00.000Z');
  });

  it('lists a payment recorded at the office beside mobile money, and only confirmed money in the total', async () => {
    const clock = app.services.clock as AdjustableClock;
    // 22:30 UTC on 30 November is 00:30 on 1 December in Lusaka.
    clock.setNow(new Date('2026-11-30T22:30:00Z'));
    try {
      // The demo's own payments may fall in this month too: what this test adds is counted on top.
      const before = (await list('?month=2026-12')).body;
      const member = await sampleMember('Office', 'COAZ-900002');
      const cashFee = await member.fee('Annual subscription 2027 (office)');
      const recorded = await app.send(`${api}/admin/receivables/${cashFee}/payments`, {
        method: 'POST',
        token: adminToken,
        json: { method: 'CASH', amount: 300, receivedOn: '2026-12-01', reference: 'OR 0457' },
      });
      expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
      const mobile = await mobileMoneyPayment(member, await member.fee(), '2026-12-01T08:15:00Z', {
        receiptNumber: 'R2026-900003',
      });
      // Money for a fee already paid: listed, owed back, not in the total.
      await mobileMoneyPayment(member, cashFee, '2026-12-01T09:00:00Z', { refundDue: true });
      // Attempts that never brought money are not payments received.
      await mobileMoneyPayment(member, await member.fee(), '2026-12-01T09:30:00Z', {
        status: 'PENDING',
      });
      await mobileMoneyPayment(member, await member.fee(), '2026-12-01T09:45:00Z', {
        status: 'FAILED',
      });

      // Without a month: the current one in Lusaka, December, although it is November in UTC.
      const december = await list();
      expect(december.status).toBe(200);
      expect(december.body).toMatchObject({
        month: '2026-12',
        total: before.total + 600,
        count: before.count + 2,
        owedBack: before.owedBack + 300,
        currency: 'ZMW',
        nextCursor: null,
      });
      const theirs = december.body.items.filter(
        (item: { member: { lastName: string } }) => item.member.lastName === 'Office',
      );
      expect(
        theirs.map((item: { method: string; refundDue: boolean }) => [item.method, item.refundDue]),
      ).toEqual([
        ['MOBILE_MONEY', true],
        ['MOBILE_MONEY', false],
        ['CASH', false],
      ]);
      expect(theirs[1].paymentId).toBe(mobile);
      expect(theirs[2]).toMatchObject({
        paymentId: recorded.body.paymentId,
        method: 'CASH',
        methodName: 'Cash at the office',
        network: null,
        receivedOn: '2026-12-01',
        reference: 'OR 0457',
        receiptNumber: recorded.body.receiptNumber,
        description: expect.stringContaining('Annual subscription'),
        confirmedAt: expect.stringMatching(/^2026-11-30T22:30:0/),
        member: expect.objectContaining({ lastName: 'Office', membershipNumber: 'COAZ-900002' }),
      });
      expect(lusakaDate(new Date(theirs[2].confirmedAt))).toBe('2026-12-01');
      const november = await list('?month=2026-11');
      expect(JSON.stringify(november.body.items)).not.toContain('COAZ-900002');
    } finally {
      clock.reset();
    }
  });
});

describe('a payment recorded after the month it was received in', () => {
  /** Records a payment of the member's next fee at `now`, received on `receivedOn`. */
  async function recordAt(
    now: string,
    fee: number,
    json: { method: string; receivedOn: string; reference: string },
  ) {
    const clock = app.services.clock as AdjustableClock;
    clock.setNow(new Date(now));
    try {
      const recorded = await app.send(`${api}/admin/receivables/${fee}/payments`, {
        method: 'POST',
        token: adminToken,
        json: { amount: 300, ...json },
      });
      expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
      return recorded.body.paymentId as string;
    } finally {
      clock.reset();
    }
  }
  const theirs = (body: { items: { paymentId: string; member: { lastName: string } }[] }) =>
    body.items.filter((item) => item.member.lastName === 'Year End').map((item) => item.paymentId);

  it('counts in the month and year the money arrived, not the one it was recorded in', async () => {
    const member = await sampleMember('Year End', 'COAZ-900004');
    const before = {
      november: (await list('?month=2027-11')).body,
      december: (await list('?month=2027-12')).body,
      january: (await list('?month=2028-01')).body,
    };
    // A transfer that reached the bank on 31 December 2027, recorded on 3 January 2028.
    const transfer = await recordAt('2028-01-03T08:00:00Z', await member.fee(), {
      method: 'BANK_TRANSFER',
      receivedOn: '2027-12-31',
      reference: 'FT2736501',
    });
    // Cash taken on 30 November, recorded at 00:30 on 1 December in Lusaka (22:30 UTC).
    const cash = await recordAt('2027-11-30T22:30:00Z', await member.fee(), {
      method: 'CASH',
      receivedOn: '2027-11-30',
      reference: 'OR 0990',
    });
    // Mobile money stays in the month it was confirmed in: 23:59 Lusaka on 31 December, and
    // midnight starting 1 January.
    const lastOfYear = await mobileMoneyPayment(
      member,
      await member.fee(),
      '2027-12-31T21:59:59.999Z',
    );
    const firstOfYear = await mobileMoneyPayment(
      member,
      await member.fee(),
      '2027-12-31T22:00:00.000Z',
    );
    // A cheque received and recorded on 2 January.
    const cheque = await recordAt('2028-01-02T09:00:00Z', await member.fee(), {
      method: 'CHEQUE',
      receivedOn: '2028-01-02',
      reference: 'CHQ 000311',
    });

    const november = (await list('?month=2027-11')).body;
    expect(theirs(november)).toEqual([cash]);
    expect(november).toMatchObject({
      total: before.november.total + 300,
      count: before.november.count + 1,
    });
    const december = (await list('?month=2027-12')).body;
    // Newest first by when each was confirmed or recorded.
    expect(theirs(december)).toEqual([transfer, lastOfYear]);
    expect(
      december.items.find((item: { paymentId: string }) => item.paymentId === transfer),
    ).toMatchObject({
      receivedOn: '2027-12-31',
      confirmedAt: expect.stringMatching(/^2028-01-03T08:00:0/),
    });
    expect(december).toMatchObject({
      total: before.december.total + 600,
      count: before.december.count + 2,
    });
    const january = (await list('?month=2028-01')).body;
    expect(theirs(january)).toEqual([cheque, firstOfYear]);
    expect(january).toMatchObject({
      total: before.january.total + 600,
      count: before.january.count + 2,
    });
  });

  it('pages such a month without losing or repeating a payment', async () => {
    const member = await sampleMember('Late Book', 'COAZ-900005');
    // More than a page of payments received in March 2029, half recorded in April.
    const expected: string[] = [];
    for (let index = 0; index < PAYMENTS_RECEIVED_PER_PAGE + 4; index += 1) {
      const day = String((index % 28) + 1).padStart(2, '0');
      if (index % 2 === 0) {
        expected.push(
          await mobileMoneyPayment(member, await member.fee(), `2029-03-${day}T10:00:00.000Z`),
        );
      } else {
        const [row] = (await database.execute(
          `INSERT INTO payments (id, receivable_id, user_id, phone_number, amount_ngwee, provider,
             provider_reference, status, created_at, confirmed_at, method, received_on)
           VALUES (gen_random_uuid(), $1, $2, NULL, 30000, 'secretariat', $3, 'CONFIRMED',
             $4::timestamptz, $4::timestamptz, 'BANK_TRANSFER', $5)
           RETURNING id`,
          [
            await member.fee(),
            member.id,
            `FT${index}`,
            `2029-04-${day}T10:00:00.000Z`,
            `2029-03-${day}`,
          ],
        )) as { id: string }[];
        if (row) expected.push(row.id);
      }
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const got: { body: { items: { paymentId: string }[]; nextCursor: string | null } } =
        await list(`?month=2029-03${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...got.body.items.map((item) => item.paymentId));
      cursor = got.body.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => expected.includes(id)).sort()).toEqual([...expected].sort());
    const april = (await list('?month=2029-04')).body;
    expect(
      april.items.filter((item: { paymentId: string }) => expected.includes(item.paymentId)),
    ).toEqual([]);
  });
});

describe('a month with more payments than a page', () => {
  it('pages newest first by cursor, each payment once, with the whole month’s total on every page', async () => {
    const member = await sampleMember('Many', 'COAZ-900003');
    const count = PAYMENTS_RECEIVED_PER_PAGE + 5;
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      // Two at each minute: the same moment is ordered by id, and none is lost between pages.
      const minute = String(Math.floor(index / 2)).padStart(2, '0');
      ids.push(
        await mobileMoneyPayment(member, await member.fee(), `2024-03-10T10:${minute}:00.000Z`),
      );
    }
    const first = await list('?month=2024-03');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(PAYMENTS_RECEIVED_PER_PAGE);
    expect(first.body).toMatchObject({ total: count * 300, count });
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await list(`?month=2024-03&cursor=${first.body.nextCursor}`);
    expect(second.status).toBe(200);
    expect(second.body.items).toHaveLength(5);
    expect(second.body).toMatchObject({ total: count * 300, count, nextCursor: null });
    const listed = [...first.body.items, ...second.body.items];
    expect(new Set(listed.map((item: { paymentId: string }) => item.paymentId))).toEqual(
      new Set(ids),
    );
    const times = listed.map((item: { confirmedAt: string }) => item.confirmedAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});
