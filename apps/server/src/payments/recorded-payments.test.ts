import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMemberWithFee } from '../../test-support/member-with-fee';
import { pdfTextLines } from '../../test-support/pdf-text';
import { expectNoServerError, startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import type { AdjustableClock } from '../clock/clock';
import { lusakaDate } from '../clock/lusaka-date';
import { addDays, oneYearFrom } from '../membership/lusaka-date';
import { ADMIN_WRITES_PER_MINUTE } from '../rate-limit/admin-write-limit';

// A fee paid by bank transfer, cash at the office or cheque (server README, "Payments the
// secretariat records"): an admin records it, and it settles the fee as a confirmed mobile-money
// payment does, once.

let database: TestDatabase;
let app: TestApp;
let adminToken = '';
let editorToken = '';
const api = '/coaz/api';

const login = async (username: string, password = 'Demo-2026!') =>
  (await app.send(`${api}/login`, { method: 'POST', json: { username, password } })).body;

beforeAll(async () => {
  database = await createTestDatabase();
  // A mobile-money prompt stays waiting until a test moves its request back in time.
  app = await startTestApp(database, { paymentSandboxDelayMs: 3_600_000 });
  adminToken = (await login('demo.admin')).access_token;
  editorToken = (await login('demo.editor')).access_token;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const today = () => lusakaDate(app.services.clock.now());

const record = (receivableId: number | string, json: unknown, token = adminToken) =>
  app.send(`${api}/admin/receivables/${receivableId}/payments`, { method: 'POST', token, json });

const transfer = (changes: Record<string, unknown> = {}) => ({
  method: 'BANK_TRANSFER',
  amount: 300,
  receivedOn: today(),
  reference: 'FT26338ZK4471',
  ...changes,
});

const count = async (query: string, values: unknown[] = []) =>
  Number(((await database.execute(query, values)) as { n: string | number }[])[0]?.n);

/** An associate abroad who applied with a passport and was approved: owes the first year. */
async function approvedApplicantAbroad(index: number) {
  const applied = await app.send(`${api}/applications`, {
    method: 'POST',
    json: {
      membershipType: 'associate_membership',
      residence: 'abroad',
      username: `paid.abroad.${index}`,
      password: 'Gaborone-Clinic-2027',
      firstName: 'Sample',
      lastName: `Abroad ${index}`,
      passportNumber: `BW${String(index).padStart(7, '0')}`,
      phoneNumber: `+267 72 ${String(index).padStart(6, '0')}`,
      country: 'Botswana',
      professionalCategory: 'general',
    },
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const approved = await app.send(
    `${api}/admin/applications/${applied.body.application.id}/approve`,
    { method: 'POST', token: adminToken },
  );
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  const logged = await app.send(`${api}/login`, {
    method: 'POST',
    json: { username: `paid.abroad.${index}`, password: 'Gaborone-Clinic-2027' },
  });
  expect(logged.body.status).toBe('PENDING_PAYMENT');
  return {
    username: `paid.abroad.${index}` as string,
    token: logged.body.access_token as string,
    receivableId: logged.body.tariff.receivableId as number,
  };
}

describe('an admin records a bank transfer for a member abroad', () => {
  it('lists the fee, settles it, and the member is active with a dated year and a receipt', async () => {
    const member = await approvedApplicantAbroad(1);
    const listed = await app.send(`${api}/admin/receivables?q=abroad%201`, { token: adminToken });
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([
      expect.objectContaining({
        receivableId: member.receivableId,
        // An associate's subscription.
        amount: 250,
        mobileMoneyWaiting: false,
        member: expect.objectContaining({ username: member.username, country: 'Botswana' }),
      }),
    ]);
    // Approved a week ago, paid three days ago: no payment is dated before the approval.
    await database.execute(
      `UPDATE membership_applications SET decided_at = decided_at - interval '7 days'
       WHERE user_id = (SELECT id FROM users WHERE username = $1)`,
      [member.username],
    );
    const receivedOn = addDays(today(), -3);
    const recorded = await record(member.receivableId, transfer({ amount: 250, receivedOn }));
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    // The year runs from the day the money arrived, as a mobile-money payment's from its own day.
    const validUntil = oneYearFrom(receivedOn);
    expect(recorded.body).toMatchObject({
      method: 'BANK_TRANSFER',
      amount: 250,
      receivedOn,
      reference: 'FT26338ZK4471',
      member: { username: member.username, status: 'ACTIVE', validUntil },
    });

    const summary = await app.send(`${api}/membership`, { token: member.token });
    expect(summary.body).toMatchObject({ status: 'ACTIVE', validUntil });
    const receipts = await app.send(`${api}/receipts`, { token: member.token });
    expect(receipts.body.items).toEqual([
      expect.objectContaining({
        receiptNumber: recorded.body.receiptNumber,
        amount: 250,
        network: 'BANK_TRANSFER',
        periodFrom: receivedOn,
        validUntil,
      }),
    ]);
    const pdf = await app.app.request(`${api}/receipts/${receipts.body.items[0].id}.pdf`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(pdf.status).toBe(200);
    const lines = pdfTextLines(new Uint8Array(await pdf.arrayBuffer()));
    expect(lines).toContain('Bank transfer');
    expect(lines).toContain('Bank reference');
    expect(lines).toContain('FT26338ZK4471');
    expect(lines).toContain('Official receipt');

    const audit = await app.send(`/api/audit-log?collection=payments`, { token: adminToken });
    expect(audit.body.items[0]).toMatchObject({
      actor: 'demo.admin',
      action: 'create',
      entryId: member.receivableId,
      // What the fee is, not its internal id ("for fee 4 of …").
      summary: expect.stringMatching(
        /^Site Administrator recorded K250\.00 received .* by bank transfer \(reference FT26338ZK4471\) for [A-Z][a-z]+ Membership: .*annual subscription of Sample Abroad 1 \(paid\.abroad\.1\); receipt R/,
      ),
    });
    const history = await app.send(`${api}/membership/history`, { token: member.token });
    expect(JSON.stringify(history.body)).toContain('bank transfer received');
    // Paid, the fee leaves the secretariat's list.
    const after = await app.send(`${api}/admin/receivables?q=abroad%201`, { token: adminToken });
    expect(after.body.items).toEqual([]);
  });

  it('keeps the year a member renewing in time had, from the day after it ends', async () => {
    const { username, receivableId } = await addMemberWithFee(database, 'paid.renewing');
    const ends = addDays(today(), 5);
    await database.execute('UPDATE users SET valid_until = $1 WHERE username = $2', [
      ends,
      username,
    ]);
    const recorded = await record(receivableId, transfer({ method: 'CASH', reference: 'OR 0457' }));
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    expect(recorded.body.member.validUntil).toBe(oneYearFrom(addDays(ends, 1)));
  });
});

describe('the day the money was received', () => {
  // A slip of the date (last month's day, or the day the member first asked) dated the paid year
  // from before the membership began.
  it('is refused before the day (Lusaka) the membership was approved, and after today', async () => {
    const clock = app.services.clock as AdjustableClock;
    // 22:30 on 4 December in UTC is 00:30 on 5 December in Lusaka.
    clock.setNow(new Date('2026-12-04T22:30:00Z'));
    try {
      const member = await approvedApplicantAbroad(2);
      const dated = (receivedOn: string) =>
        record(member.receivableId, transfer({ amount: 250, receivedOn }));
      const before = await dated('2026-12-04');
      expect(before.status).toBe(422);
      expect(before.body).toEqual({
        error: 'received_on_out_of_range',
        message:
          'receivedOn: the membership was approved on 5 December 2026, so the money cannot have been received before that day',
      });
      const ahead = await dated('2026-12-06');
      expect(ahead.status).toBe(422);
      expect(ahead.body).toEqual({
        error: 'received_on_out_of_range',
        message: 'receivedOn: the money cannot have been received after today, 5 December 2026',
      });
      expect(
        await count('SELECT count(*) AS n FROM payments WHERE receivable_id = $1', [
          member.receivableId,
        ]),
      ).toBe(0);
      const onTheDay = await dated('2026-12-05');
      expect(onTheDay.status, JSON.stringify(onTheDay.body)).toBe(201);
      expect(onTheDay.body.member.validUntil).toBe(oneYearFrom('2026-12-05'));
    } finally {
      clock.reset();
    }
  });
});

describe('the list of unpaid fees', () => {
  // A search stopped at a hundred fees without a word, and a member's mobile number found nothing.
  it('pages a hundred at a time, newest first, each fee once, and finds the member by mobile', async () => {
    const { username } = await addMemberWithFee(database, 'paid.paged');
    await database.execute("UPDATE users SET phone_number = '260966000123' WHERE username = $1", [
      username,
    ]);
    // 104 more fees, billed in pairs at one moment (to the microsecond), so ties are met too.
    await database.execute(
      `INSERT INTO receivables (user_id, criteria_id, amount_ngwee, description, created_at)
       SELECT id, 1, 30000, 'Annual subscription ' || n,
              now() - make_interval(secs => (n / 2) * 60.000123)
       FROM users, generate_series(1, 104) AS n WHERE username = $1`,
      [username],
    );
    const fees = (query: string) =>
      app.send(`${api}/admin/receivables?${query}`, { token: adminToken });
    const first = await fees('q=paid.paged');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(100);
    const second = await fees(`q=paid.paged&cursor=${first.body.nextCursor}`);
    expect(second.status).toBe(200);
    expect(second.body.nextCursor).toBeNull();
    const listed = [...first.body.items, ...second.body.items] as {
      receivableId: number;
      billedAt: string;
    }[];
    expect(listed).toHaveLength(105);
    expect(new Set(listed.map((fee) => fee.receivableId)).size).toBe(105);
    const rows = (await database.execute(
      `SELECT r.id FROM receivables r JOIN users u ON u.id = r.user_id
       WHERE u.username = $1 ORDER BY r.created_at DESC, r.id DESC`,
      [username],
    )) as { id: number }[];
    expect(listed.map((fee) => fee.receivableId)).toEqual(rows.map((row) => row.id));
    for (const written of ['0966000123', '+260 96 600 0123', '260966000123', '096 600 0123']) {
      const found = await fees(`q=${encodeURIComponent(written)}`);
      expect(found.body.items, written).toHaveLength(100);
      expect(found.body.items[0].member.username, written).toBe(username);
    }
    const forged = await fees('cursor=bm90LWEtY3Vyc29y');
    expect(forged.status).toBe(400);
    expect(forged.body.message).toMatch(/^cursor: /);
  });
});

describe('who may record a payment', () => {
  it('is an active admin: an editor, a member and no one are refused', async () => {
    const { receivableId } = await addMemberWithFee(database, 'paid.refused');
    const member = await login('paid.refused');
    for (const [token, status] of [
      [editorToken, 403],
      [member.access_token, 403],
      [undefined, 401],
    ] as const) {
      const answer = await app.send(`${api}/admin/receivables/${receivableId}/payments`, {
        method: 'POST',
        token,
        json: transfer(),
      });
      expect(answer.status).toBe(status);
      expect(answer.contentType).toContain('application/json');
      const list = await app.send(`${api}/admin/receivables`, { token });
      expect(list.status).toBe(status);
    }
    expect(
      await count('SELECT count(*) AS n FROM receivables WHERE id = $1 AND paid_at IS NULL', [
        receivableId,
      ]),
    ).toBe(1);
  });
});

describe('an admin’s own fee', () => {
  it('is recorded paid by another admin, never by the admin who owes it', async () => {
    // An admin who holds a membership (applied from their account, approved by another admin)
    // and owes its renewal.
    const { receivableId } = await addMemberWithFee(database, 'paying.admin');
    await database.execute(
      "UPDATE users SET role = 'admin', status = 'ACTIVE' WHERE username = 'paying.admin'",
    );
    const own = await record(receivableId, transfer(), (await login('paying.admin')).access_token);
    expect(own.status, JSON.stringify(own.body)).toBe(409);
    expect(own.body.error).toBe('own_fee');
    expect(
      await count('SELECT count(*) AS n FROM receivables WHERE id = $1 AND paid_at IS NULL', [
        receivableId,
      ]),
    ).toBe(1);
    expect((await record(receivableId, transfer())).status).toBe(201);
  });
});

describe('what a record must say', () => {
  it('refuses every malformed or wrong field with a 4xx naming it, and records nothing', async () => {
    const { receivableId } = await addMemberWithFee(database, 'paid.malformed');
    const cases: [unknown, number, string][] = [
      [transfer({ method: 'MOBILE_MONEY' }), 400, 'method'],
      [transfer({ method: undefined }), 400, 'method'],
      [transfer({ amount: '300' }), 400, 'amount'],
      [transfer({ amount: 0 }), 400, 'amount'],
      [transfer({ amount: -300 }), 400, 'amount'],
      [transfer({ amount: 300.001 }), 400, 'amount'],
      [transfer({ amount: 1e300 }), 400, 'amount'],
      [transfer({ receivedOn: '2026-02-30' }), 400, 'receivedOn'],
      [transfer({ receivedOn: '4 December 2026' }), 400, 'receivedOn'],
      [transfer({ receivedOn: 20261204 }), 400, 'receivedOn'],
      [transfer({ receivedOn: addDays(today(), 1) }), 422, 'receivedOn'],
      [transfer({ receivedOn: addDays(today(), -401) }), 422, 'receivedOn'],
      [transfer({ reference: '' }), 400, 'reference'],
      [transfer({ reference: ' ' }), 400, 'reference'],
      [transfer({ reference: 'x'.repeat(81) }), 400, 'reference'],
      [transfer({ reference: 'FT\u0000123' }), 400, 'reference'],
      [transfer({ reference: 'FT\u202e123' }), 400, 'reference'],
      // A part payment: the fee is K300.
      [transfer({ amount: 150 }), 422, 'amount'],
      [transfer({ amount: 300.5 }), 422, 'amount'],
      ['not an object', 400, ''],
      [null, 400, ''],
    ];
    for (const [json, status, field] of cases) {
      const answer = await record(receivableId, json);
      expect(answer.status, JSON.stringify([json, answer.body])).toBe(status);
      expect(answer.body.error).toEqual(expect.any(String));
      expect(answer.body.message).toContain(field);
    }
    const malformedJson = await app.send(`${api}/admin/receivables/${receivableId}/payments`, {
      method: 'POST',
      token: adminToken,
      headers: { 'content-type': 'application/json' },
      body: '{"method":',
    });
    expect(malformedJson.status).toBe(400);
    for (const id of ['abc', '0', '-1', '99999999999', '2147483647']) {
      const answer = await record(id, transfer());
      expect([400, 404]).toContain(answer.status);
      expectNoServerError(answer);
    }
    expect((await record(2147483647, transfer())).status).toBe(404);
    const mismatch = await record(receivableId, transfer({ amount: 150 }));
    expect(mismatch.body).toMatchObject({ error: 'amount_mismatch' });
    expect(mismatch.body.message).toContain('K300.00');
    const badSearch = await app.send(`${api}/admin/receivables?q=${'x'.repeat(101)}`, {
      token: adminToken,
    });
    expect(badSearch.status).toBe(400);
    const wildcard = await app.send(`${api}/admin/receivables?q=%25`, { token: adminToken });
    expect(wildcard.status).toBe(200);
    expect(wildcard.body.items).toEqual([]);
    expect(
      await count('SELECT count(*) AS n FROM payments WHERE receivable_id = $1', [receivableId]),
    ).toBe(0);
    expect(
      await count('SELECT count(*) AS n FROM receivables WHERE id = $1 AND paid_at IS NULL', [
        receivableId,
      ]),
    ).toBe(1);
  });
});

describe('a fee is paid once', () => {
  it('takes one of twenty records sent at once; the others are told it is paid', async () => {
    const { receivableId } = await addMemberWithFee(database, 'paid.twice');
    // Twenty at once are a whole minute of the admin's allowance (`admin-write-limit.ts`), and
    // the test clock holds this file's earlier records in the same window: start it unspent.
    await database.execute('DELETE FROM rate_limit_hits WHERE bucket LIKE $1', [
      `${ADMIN_WRITES_PER_MINUTE.name}:%`,
    ]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        record(receivableId, transfer({ reference: `FT-${index}` })),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({
      error: 'fee_paid',
      message: expect.stringContaining('by bank transfer'),
    });
    expect(
      await count('SELECT count(*) AS n FROM payments WHERE receivable_id = $1', [receivableId]),
    ).toBe(1);
    expect(
      await count(
        'SELECT count(*) AS n FROM receipts r JOIN payments p ON p.id = r.payment_id WHERE p.receivable_id = $1',
        [receivableId],
      ),
    ).toBe(1);
  });

  it('refuses a record for a fee mobile money paid first', async () => {
    const { username, receivableId } = await addMemberWithFee(database, 'paid.by.momo');
    const member = await login(username);
    const started = await app.send(`${api}/payments`, {
      method: 'POST',
      token: member.access_token,
      json: { receivableId, network: 'MTN', phoneNumber: '0961234567' },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    await database.execute(
      "UPDATE payments SET created_at = now() - interval '2 hours' WHERE id = $1",
      [started.body.paymentId],
    );
    const confirmed = await app.send(`${api}/payments/${started.body.paymentId}`, {
      token: member.access_token,
    });
    expect(confirmed.body.status).toBe('CONFIRMED');
    const recorded = await record(receivableId, transfer());
    expect(recorded.status).toBe(409);
    expect(recorded.body).toMatchObject({
      error: 'fee_paid',
      message: expect.stringContaining('by mobile money'),
    });
    // "Refunds due" lists mobile-money payments only: the officer is told to give the office's
    // money back, not promised a refund the product does not track.
    expect(recorded.body.message).toMatch(
      /nothing was recorded\. If the member paid you for it too, give that money back to them now/,
    );
    expect(recorded.body.message).not.toMatch(/owed back/);
    expect(
      await count(
        'SELECT count(*) AS n FROM receipts r JOIN payments p ON p.id = r.payment_id WHERE p.receivable_id = $1',
        [receivableId],
      ),
    ).toBe(1);
  });

  it('makes a mobile-money prompt approved after the record a refund due, not a second year', async () => {
    const { username, receivableId } = await addMemberWithFee(database, 'paid.then.momo');
    const member = await login(username);
    const started = await app.send(`${api}/payments`, {
      method: 'POST',
      token: member.access_token,
      json: { receivableId, network: 'AIRTEL', phoneNumber: '0971234567' },
    });
    expect(started.status).toBe(202);
    const listed = await app.send(`${api}/admin/receivables?q=paid.then.momo`, {
      token: adminToken,
    });
    expect(listed.body.items[0]).toMatchObject({ mobileMoneyWaiting: true });
    const recorded = await record(
      receivableId,
      transfer({ method: 'CHEQUE', reference: '000123' }),
    );
    expect(recorded.status).toBe(201);
    expect(recorded.body.message).toContain('refunds due');
    const validUntil = recorded.body.member.validUntil;
    await database.execute(
      "UPDATE payments SET created_at = now() - interval '2 hours' WHERE id = $1",
      [started.body.paymentId],
    );
    const late = await app.send(`${api}/payments/${started.body.paymentId}`, {
      token: member.access_token,
    });
    expect(late.body).toMatchObject({ status: 'CONFIRMED', refundDue: true });
    const refunds = await app.send(`${api}/admin/refunds`, { token: adminToken });
    expect(refunds.body.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ paymentId: started.body.paymentId })]),
    );
    const summary = await app.send(`${api}/membership`, { token: member.access_token });
    expect(summary.body.validUntil).toBe(validUntil);
    expect(
      await count(
        'SELECT count(*) AS n FROM receipts WHERE user_id = (SELECT id FROM users WHERE username = $1)',
        [username],
      ),
    ).toBe(1);
  });

  it('is never asked of a provider, nor shown to the member as a prompt', async () => {
    const { username, receivableId } = await addMemberWithFee(database, 'paid.no.prompt');
    const recorded = await record(receivableId, transfer());
    const member = await login(username);
    const asPrompt = await app.send(`${api}/payments/${recorded.body.paymentId}`, {
      token: member.access_token,
    });
    expect(asPrompt.status).toBe(404);
    const callback = await app.send(`${api}/payments/${recorded.body.paymentId}/callback`, {
      method: 'PUT',
    });
    expect(callback.status).toBe(200);
    expect(
      await count("SELECT count(*) AS n FROM payments WHERE id = $1 AND status = 'CONFIRMED'", [
        recorded.body.paymentId,
      ]),
    ).toBe(1);
  });
});
