import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { lusakaDate } from '../clock/lusaka-date';
import { addDays, oneYearFrom, readableDate } from './lusaka-date';

// The secretariat bills a year's subscription to a member nothing bills (server README,
// "Subscriptions the secretariat bills"): the amount from the member's type, one year at a time,
// audited; the member then pays by mobile money or the secretariat records the payment.

let database: TestDatabase;
let app: TestApp;
let adminToken = '';
let editorToken = '';
const api = '/coaz/api';

const login = async (username: string, password = 'Demo-2026!') =>
  (await app.send(`${api}/login`, { method: 'POST', json: { username, password } })).body;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, { paymentSandboxDelayMs: 0 });
  adminToken = (await login('demo.admin')).access_token;
  editorToken = (await login('demo.editor')).access_token;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const today = () => lusakaDate(app.services.clock.now());

const bill = (json: unknown, token = adminToken) =>
  app.send(`${api}/admin/subscriptions`, { method: 'POST', token, json });

const search = (q: string, token = adminToken) =>
  app.send(`${api}/admin/subscriptions?q=${encodeURIComponent(q)}`, { token });

const count = async (query: string, values: unknown[] = []) =>
  Number(((await database.execute(query, values)) as { n: string | number }[])[0]?.n);

/**
 * A member on the roll from before online dues, with the demo password: `ACTIVE`, a membership
 * number, the type given (or none), no fee and no paid year.
 */
async function legacyMember(username: string, membershipType: string | null) {
  await database.execute(
    `INSERT INTO users (username, password_hash, status, role, first_name, last_name,
                        membership_type, membership_number)
     SELECT $1, password_hash, 'ACTIVE', 'member', 'Sample', $2, $3,
            'COAZ-' || lpad(nextval('membership_number_seq')::text, 6, '0')
     FROM users WHERE username = 'demo.admin'`,
    [username, `Legacy ${username}`, membershipType],
  );
}

describe('the secretariat bills a member from before online dues', () => {
  it('finds the demo legacy member with the fee their type sets, and bills it once, audited', async () => {
    const found = await search('Legacy Member');
    expect(found.status).toBe(200);
    expect(found.body.items).toEqual([
      expect.objectContaining({
        username: 'demo.legacy',
        status: 'ACTIVE',
        membershipNumber: expect.stringMatching(/^COAZ-\d{6}$/),
        membershipType: 'full_membership',
        membershipTypeName: 'Full Membership',
        validUntil: null,
        goodStanding: true,
        goodStandingUntil: null,
        unpaidFee: null,
        refusal: null,
        subscription: {
          membershipType: 'full_membership',
          amount: 300,
          description: 'Full Membership: annual subscription, a year from the day it is paid',
        },
      }),
    ]);

    const billed = await bill({ username: 'demo.legacy' });
    expect(billed.status, JSON.stringify(billed.body)).toBe(201);
    expect(billed.body).toMatchObject({
      amount: 300,
      currency: 'ZMW',
      description: 'Full Membership: annual subscription, a year from the day it is paid',
      member: { username: 'demo.legacy', status: 'ACTIVE', membershipType: 'full_membership' },
      message: expect.stringContaining('Billed K300.00 to Demo Legacy Member'),
    });

    // The secretariat's list of fees due now has it, to record a payment against.
    const due = await app.send(`${api}/admin/receivables?q=demo.legacy`, { token: adminToken });
    expect(due.body.items).toEqual([
      expect.objectContaining({ receivableId: billed.body.receivableId, amount: 300 }),
    ]);
    // The audit log names the admin; an editor does not read it.
    const audit = await app.send('/api/audit-log?collection=fees', { token: adminToken });
    expect(audit.body.items).toEqual([
      expect.objectContaining({
        actor: 'demo.admin',
        action: 'create',
        collection: 'fees',
        entryId: billed.body.receivableId,
        summary: expect.stringMatching(
          /^Site Administrator billed K300\.00 to Demo Legacy Member \(demo\.legacy\) for Full Membership/,
        ),
      }),
    ]);
    const editorsAudit = await app.send('/api/audit-log?collection=fees', { token: editorToken });
    expect(editorsAudit.body.items).toEqual([]);

    // A second bill for the same year is refused while the first is unpaid.
    const again = await bill({ username: 'demo.legacy' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error: 'fee_due',
      message: expect.stringContaining('already owes K300.00'),
    });
    expect(
      await count(
        `SELECT count(*) AS n FROM receivables r JOIN users u ON u.id = r.user_id WHERE u.username = 'demo.legacy'`,
      ),
    ).toBe(1);
  });

  it('shows the member the fee due, which they pay by mobile money for a dated year and a receipt', async () => {
    const member = await login('demo.legacy');
    const summary = await app.send(`${api}/membership`, { token: member.access_token });
    expect(summary.body.fee).toMatchObject({ amount: 300 });
    expect(summary.body.todo).toEqual([
      // Never paid online: asked to pay, not to renew.
      expect.objectContaining({
        kind: 'renew',
        message:
          'Pay your first subscription: K300.00, Full Membership for a year from the day you pay',
      }),
    ]);
    const history = await app.send(`${api}/membership/history`, { token: member.access_token });
    expect(history.body.items[0]).toMatchObject({
      kind: 'billed',
      summary: expect.stringContaining('Billed K300.00 by the secretariat'),
    });
    const started = await app.send(`${api}/payments`, {
      method: 'POST',
      token: member.access_token,
      json: {
        receivableId: summary.body.fee.receivableId,
        network: 'AIRTEL',
        phoneNumber: '0977123456',
      },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const checked = await app.send(`${api}/payments/${started.body.paymentId}`, {
      token: member.access_token,
    });
    expect(checked.body.status).toBe('CONFIRMED');
    const after = await app.send(`${api}/membership`, { token: member.access_token });
    expect(after.body).toMatchObject({
      status: 'ACTIVE',
      validUntil: oneYearFrom(today()),
      fee: null,
    });
    const receipts = await app.send(`${api}/receipts`, { token: member.access_token });
    expect(receipts.body.items).toEqual([
      expect.objectContaining({ amount: 300, periodFrom: today() }),
    ]);

    // The year paid is not billed again: its renewal comes 30 days before it ends.
    const paidYear = await bill({ username: 'demo.legacy' });
    expect(paidYear.status).toBe(409);
    expect(paidYear.body).toMatchObject({
      error: 'year_paid',
      message: expect.stringContaining(
        `paid until ${readableDate(oneYearFrom(today()))}; the next year is billed from ${readableDate(addDays(oneYearFrom(today()), -30))}`,
      ),
    });
  });

  it('takes the amount from the type’s subscription as it stands, never from the request', async () => {
    await legacyMember('sample.rate', 'associate_membership');
    const typed = await bill({ username: 'sample.rate', amount: 1 });
    // Said in words, not zod's "Unrecognized key": the amount is the type's, so none is sent.
    expect(typed.status).toBe(400);
    expect(typed.body).toEqual({
      error: 'validation_failed',
      message:
        'amount: the amount comes from the member’s membership type (its subscription, GET dues) and is never sent',
    });
    // With another unknown field, still the amount's words, first.
    const more = await bill({ username: 'sample.rate', amount: 1, currency: 'ZMW' });
    expect(more.status).toBe(400);
    expect(more.body.message).toMatch(
      /^amount: the amount comes from the member’s membership type/,
    );
    // Any other unknown field keeps the general words.
    const other = await bill({ username: 'sample.rate', currency: 'ZMW' });
    expect(other.body.message).toBe('Unrecognized key: "currency"');
    const changed = await app.send(`${api}/admin/dues/associate_membership`, {
      method: 'PUT',
      token: adminToken,
      json: { amount: 275.5 },
    });
    expect(changed.status).toBe(200);
    const billed = await bill({ username: 'sample.rate' });
    expect(billed.status, JSON.stringify(billed.body)).toBe(201);
    expect(billed.body).toMatchObject({
      amount: 275.5,
      description: 'Associate Membership: annual subscription, a year from the day it is paid',
    });
  });

  it('bills a member with no type recorded as the type the admin names, and records it', async () => {
    await legacyMember('sample.untyped', null);
    const listed = await search('sample.untyped');
    expect(listed.body.items[0]).toMatchObject({
      membershipType: null,
      subscription: null,
      refusal: null,
    });
    const unnamed = await bill({ username: 'sample.untyped' });
    expect(unnamed.status).toBe(422);
    expect(unnamed.body).toMatchObject({
      error: 'membership_type_required',
      message: expect.stringMatching(/^membershipType: /),
    });
    const wrong = await bill({ username: 'sample.untyped', membershipType: 'life_membership' });
    expect(wrong.status).toBe(400);
    const billed = await bill({ username: 'sample.untyped', membershipType: 'student_membership' });
    expect(billed.status, JSON.stringify(billed.body)).toBe(201);
    expect(billed.body).toMatchObject({
      amount: 100,
      description: 'Student Membership: annual subscription, a year from the day it is paid',
      member: { membershipType: 'student_membership' },
    });
    expect(
      await count(
        `SELECT count(*) AS n FROM users WHERE username = 'sample.untyped' AND membership_type = 'student_membership'`,
      ),
    ).toBe(1);

    // A member with a type is billed as it, not as another.
    await legacyMember('sample.typed', 'full_membership');
    const other = await bill({ username: 'sample.typed', membershipType: 'student_membership' });
    expect(other.status).toBe(422);
    expect(other.body.error).toBe('membership_type_differs');
  });

  it('lets the secretariat record the bill’s payment by bank transfer, as any fee', async () => {
    await legacyMember('sample.transfer', 'full_membership');
    const billed = await bill({ username: 'sample.transfer' });
    expect(billed.status).toBe(201);
    const receivedOn = addDays(today(), -5);
    const recorded = await app.send(
      `${api}/admin/receivables/${billed.body.receivableId}/payments`,
      {
        method: 'POST',
        token: adminToken,
        json: { method: 'BANK_TRANSFER', amount: 300, receivedOn, reference: 'FT26340ZK0001' },
      },
    );
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    expect(recorded.body.member).toMatchObject({
      status: 'ACTIVE',
      validUntil: oneYearFrom(receivedOn),
    });
  });
});

describe('what is not billed', () => {
  it('answers an application as one to approve, never as a fee', async () => {
    const applied = await app.send(`${api}/applications`, {
      method: 'POST',
      json: {
        membershipType: 'associate_membership',
        residence: 'abroad',
        username: 'sample.applicant',
        password: 'Gaborone-Clinic-2027',
        firstName: 'Sample',
        lastName: 'Applicant',
        passportNumber: 'BW0000077',
        phoneNumber: '+267 72 000077',
        country: 'Botswana',
        professionalCategory: 'general',
      },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const listed = await search('sample.applicant');
    expect(listed.body.items[0]).toMatchObject({
      subscription: null,
      refusal: { error: 'application_to_approve' },
    });
    const refused = await bill({ username: 'sample.applicant' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: 'application_to_approve',
      message: expect.stringContaining('Approve it under “Applications to review”'),
    });
    expect(
      await count(
        `SELECT count(*) AS n FROM receivables r JOIN users u ON u.id = r.user_id WHERE u.username = 'sample.applicant'`,
      ),
    ).toBe(0);
  });

  it('refuses an unfinished registration and a finished one that holds no membership', async () => {
    const unfinished = await bill({ username: 'demo.registration' });
    expect(unfinished.status).toBe(409);
    expect(unfinished.body.error).toBe('registration_unfinished');
    await database.execute(
      `INSERT INTO users (username, password_hash, status, role, first_name, last_name)
       SELECT 'sample.registered', password_hash, 'ACTIVE', 'member', 'Sample', 'Registered'
       FROM users WHERE username = 'demo.admin'`,
    );
    const noMembership = await bill({ username: 'sample.registered' });
    expect(noMembership.status).toBe(409);
    expect(noMembership.body).toMatchObject({
      error: 'not_a_member',
      message: expect.stringContaining('holds no membership'),
    });
  });

  it('is for active admins only, and answers bad input with JSON naming the field', async () => {
    expect((await bill({ username: 'demo.legacy' }, editorToken)).status).toBe(403);
    expect((await search('demo', editorToken)).status).toBe(403);
    const signedOut = await app.send(`${api}/admin/subscriptions`, {
      method: 'POST',
      json: { username: 'demo.legacy' },
    });
    expect(signedOut.status).toBe(401);
    const unknown = await bill({ username: 'nobody.here' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('not_found');
    const empty = await bill({});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('username');
    const noSearch = await app.send(`${api}/admin/subscriptions`, { token: adminToken });
    expect(noSearch.status).toBe(400);
    expect(noSearch.body.error).toBe('validation_failed');
  });
});

describe('finding accounts to bill', () => {
  // The search stopped at twenty without a word: the twenty-first account could not be found.
  it('pages twenty at a time by name, each account once, to the last page', async () => {
    for (let index = 1; index <= 23; index += 1) {
      await legacyMember(`paged.${String(index).padStart(2, '0')}`, 'full_membership');
    }
    // Accounts with no name yet sort by their user name among the others.
    await database.execute(
      "UPDATE users SET first_name = NULL, last_name = NULL WHERE username IN ('paged.05', 'paged.17')",
    );
    const first = await search('paged.');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await app.send(
      `${api}/admin/subscriptions?q=paged.&cursor=${first.body.nextCursor}`,
      { token: adminToken },
    );
    expect(second.status).toBe(200);
    expect(second.body.nextCursor).toBeNull();
    const names = [...first.body.items, ...second.body.items].map(
      (item: { username: string }) => item.username,
    );
    expect(names).toHaveLength(23);
    expect(new Set(names).size).toBe(23);
    // By last name ("Legacy paged.01" …), the two without a name by their user name.
    const named = names.filter((name: string) => !['paged.05', 'paged.17'].includes(name));
    expect(names).toEqual([...named.sort(), 'paged.05', 'paged.17']);
    const forged = await app.send(`${api}/admin/subscriptions?q=paged.&cursor=bm90LWEtY3Vyc29y`, {
      token: adminToken,
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error).toBe('invalid_cursor');
  });

  it('finds a member by their mobile number written any Zambian way', async () => {
    for (const written of [
      '0971000001',
      '+260971000001',
      '260971000001',
      '+260 97 100 0001',
      '097 100 0001',
    ]) {
      const found = await search(written);
      expect(found.status, written).toBe(200);
      expect(
        found.body.items.map((item: { username: string }) => item.username),
        written,
      ).toEqual(['demo.active']);
    }
    expect((await search('0971000009')).body.items).toEqual([]);
  });
});

describe('bills sent at the same moment', () => {
  it('make one fee, the others refused with 409', async () => {
    await legacyMember('sample.atonce', 'full_membership');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => bill({ username: 'sample.atonce' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.status === 409)) {
      expect(answer.body.error).toBe('fee_due');
    }
    expect(
      await count(
        `SELECT count(*) AS n FROM receivables r JOIN users u ON u.id = r.user_id WHERE u.username = 'sample.atonce'`,
      ),
    ).toBe(1);
  });
});
