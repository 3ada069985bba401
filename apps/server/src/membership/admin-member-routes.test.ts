import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoServerError, startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { lusakaDate } from '../clock/lusaka-date';
import { encodeCursor } from '../collections/entry-cursor';
import { addDays, readableDate } from './lusaka-date';
import { LEGACY_STANDING } from './verify-routes';

// The secretariat's look-up of any account (server README, "Finding a member"): a search by name,
// number or mobile, a page at a time, and one account's record, for admins only.

let database: TestDatabase;
let app: TestApp;
let adminToken = '';
let editorToken = '';
let memberToken = '';
const api = '/coaz/api';

const login = async (username: string, password = 'Demo-2026!') =>
  (await app.send(`${api}/login`, { method: 'POST', json: { username, password } })).body;

const find = (query: string, token = adminToken) =>
  app.send(`${api}/admin/members${query}`, { token });

const search = (q: string, cursor?: string) =>
  find(`?q=${encodeURIComponent(q)}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);

const usernames = (body: { items: { username: string }[] }) =>
  body.items.map((item) => item.username);

const record = (id: number | string, token = adminToken) =>
  app.send(`${api}/admin/members/${id}`, { token });

const idOf = async (username: string) =>
  Number(
    (
      (await database.execute('SELECT id FROM users WHERE username = $1', [username])) as {
        id: number;
      }[]
    )[0]?.id,
  );

/** An account with the demo password and the columns given, added as the old member service would have. */
async function addAccount(username: string, columns: Record<string, string | null> = {}) {
  const names = Object.keys(columns).map((name) => `, ${name}`);
  const places = Object.keys(columns).map((_, index) => `, $${index + 2}`);
  await database.execute(
    `INSERT INTO users (username, password_hash, status, role${names.join('')})
     SELECT $1, password_hash, 'ACTIVE', 'member'${places.join('')}
     FROM users WHERE username = 'demo.admin'`,
    [username, ...Object.values(columns)],
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, { paymentSandboxDelayMs: 0 });
  adminToken = (await login('demo.admin')).access_token;
  editorToken = (await login('demo.editor')).access_token;
  memberToken = (await login('demo.active')).access_token;
  await addAccount('sample.search', {
    first_name: 'Sample',
    last_name: 'Searched',
    organisation_name: 'Sample Search Institute',
    nrc_number: '345678/10/1',
    passport_number: 'ZN123456',
    phone_number: '254712000099',
    membership_number: 'COAZ-990001',
  });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('only the secretariat looks members up', () => {
  it('refuses the look-up and the record to anyone signed out, an editor or a member', async () => {
    const id = await idOf('demo.active');
    for (const path of [`${api}/admin/members?q=demo`, `${api}/admin/members/${id}`]) {
      const signedOut = await app.send(path);
      expect(signedOut.status).toBe(401);
      expect(signedOut.body).toMatchObject({ error: 'unauthorized' });
      for (const token of [editorToken, memberToken]) {
        const refused = await app.send(path, { token });
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({ error: 'forbidden' });
      }
    }
    // An admin's answers are personal data: never kept by a cache.
    for (const path of [`${api}/admin/members?q=demo`, `${api}/admin/members/${id}`]) {
      const answer = await app.app.request(path, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toContain('no-store');
    }
  });
});

describe('only an active admin', () => {
  it('refuses an admin whose account is not active: a password to change, or suspended', async () => {
    await addAccount('sample.admin');
    await database.execute(`UPDATE users SET role = 'admin' WHERE username = 'sample.admin'`);
    const token = (await login('sample.admin')).access_token;
    const id = await idOf('demo.active');
    expect((await find('?q=demo', token)).status).toBe(200);
    await database.execute(`UPDATE users SET status = 'OTP' WHERE username = 'sample.admin'`);
    for (const answer of [await find('?q=demo', token), await record(id, token)]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ error: 'forbidden' });
    }
    await database.execute(`UPDATE users SET status = 'SUSPENDED' WHERE username = 'sample.admin'`);
    for (const answer of [await find('?q=demo', token), await record(id, token)]) {
      expect(answer.status).toBe(401);
    }
  });

  it('never answers a password hash, a token or a document’s bytes', async () => {
    const id = await idOf('demo.active');
    const [row] = (await database.execute('SELECT password_hash FROM users WHERE id = $1', [
      id,
    ])) as { password_hash: string }[];
    const hash = String(row?.password_hash);
    expect(hash).toMatch(/^\$argon2/);
    for (const answer of [await search('demo.active'), await record(id)]) {
      expect(answer.status).toBe(200);
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(hash);
      expect(text).not.toMatch(/password|token|bytes|idempotency/i);
    }
  });
});

describe('the search', () => {
  it('finds by part of the name, user name, organisation, membership, NRC or passport number', async () => {
    const cases: [string, string][] = [
      ['Sample Searched', 'sample.search'],
      ['searched', 'sample.search'],
      ['sample.sea', 'sample.search'],
      ['Search Institute', 'sample.search'],
      ['COAZ-990001', 'sample.search'],
      ['990001', 'sample.search'],
      ['345678/10', 'sample.search'],
      ['zn1234', 'sample.search'],
      ['Legacy Member', 'demo.legacy'],
    ];
    for (const [q, username] of cases) {
      const found = await search(q);
      expect(found.status, q).toBe(200);
      expect(usernames(found.body), q).toEqual([username]);
    }
    const [member] = (await search('demo.legacy')).body.items;
    expect(member).toEqual({
      id: await idOf('demo.legacy'),
      username: 'demo.legacy',
      firstName: 'Demo',
      lastName: 'Legacy Member',
      organisationName: null,
      membershipNumber: expect.stringMatching(/^COAZ-\d{6}$/),
      country: null,
      status: 'ACTIVE',
      validUntil: null,
      goodStanding: true,
      goodStandingUntil: null,
      membershipType: 'full_membership',
      membershipTypeName: 'Full Membership',
      phoneNumber: '260971000007',
      applicationStatus: null,
    });
  });

  it('finds by a whole mobile number however it is written, and not by part of one', async () => {
    for (const q of [
      '0971000001',
      '0971 000 001',
      '097-100-0001',
      '971000001',
      '+260971000001',
      '+260 97 100 0001',
      '+260 (0)97 100 0001',
      '260971000001',
      '00260971000001',
    ]) {
      const found = await search(q);
      expect(found.status, q).toBe(200);
      expect(usernames(found.body), q).toEqual(['demo.active']);
    }
    // A number abroad, with its country code, as a member abroad gave it.
    expect(usernames((await search('+254 712 000099')).body)).toEqual(['sample.search']);
    expect(usernames((await search('00254712000099')).body)).toEqual(['sample.search']);
    // Part of a number names no one: numbers are matched whole.
    expect((await search('0971000')).body.items).toEqual([]);
    expect((await search('+260 97 100 0099')).body.items).toEqual([]);
  });

  it('lists no one when nothing matches', async () => {
    const found = await search('no such person anywhere');
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ items: [], nextCursor: null });
  });

  it('takes %, _ and \\ as themselves, not as patterns', async () => {
    expect((await search('%')).body.items).toEqual([]);
    expect((await search('demo_active')).body.items).toEqual([]);
    // A lone backslash, unescaped, ends the pattern with its escape character: a server error.
    for (const q of ['\\', 'demo\\']) {
      const answer = await search(q);
      expect(answer.status, q).toBe(200);
      expect(answer.body.items, q).toEqual([]);
    }
  });
});

describe('the standing each line carries', () => {
  // The account stays ACTIVE after the grace period until the hourly dues job lapses it: the line
  // said "Active" while /verify said "Not in good standing". It carries the standing by the day.
  it('gives the grace period’s end while the paid year runs and in the grace period, and none after', async () => {
    const today = lusakaDate(app.services.clock.now());
    const grace = app.config.membership.duesGraceDays;
    const standingOn = async (validUntil: string) => {
      await database.execute('UPDATE users SET valid_until = $1 WHERE username = $2', [
        validUntil,
        'sample.search',
      ]);
      const [line] = (await search('sample.search')).body.items;
      return {
        status: line.status,
        validUntil: line.validUntil,
        goodStanding: line.goodStanding,
        goodStandingUntil: line.goodStandingUntil,
      };
    };
    const runs = addDays(today, 30);
    expect(await standingOn(runs)).toEqual({
      status: 'ACTIVE',
      validUntil: runs,
      goodStanding: true,
      goodStandingUntil: addDays(runs, grace),
    });
    const ended = addDays(today, -1);
    expect(await standingOn(ended)).toEqual({
      status: 'ACTIVE',
      validUntil: ended,
      goodStanding: true,
      goodStandingUntil: addDays(ended, grace),
    });
    const over = addDays(today, -(grace + 1));
    expect(await standingOn(over)).toEqual({
      status: 'ACTIVE',
      validUntil: over,
      goodStanding: false,
      goodStandingUntil: null,
    });
    await database.execute('UPDATE users SET valid_until = NULL WHERE username = $1', [
      'sample.search',
    ]);
  });
});

describe('paging', () => {
  it('gives 20 a page by name with a cursor to the next, each account once', async () => {
    for (let index = 1; index <= 45; index += 1) {
      const number = String(index).padStart(2, '0');
      // Added out of order: the list is by last name, not by when the account was made.
      await addAccount(`paged.${number}`, {
        first_name: 'Sample',
        last_name: `Paged ${String(46 - index).padStart(2, '0')}`,
      });
    }
    const first = await search('Paged');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await search('Paged', first.body.nextCursor);
    expect(second.body.items).toHaveLength(20);
    const third = await search('Paged', second.body.nextCursor);
    expect(third.body.items).toHaveLength(5);
    expect(third.body.nextCursor).toBeNull();
    const lastNames = [first, second, third].flatMap((page) =>
      page.body.items.map((item: { lastName: string }) => item.lastName),
    );
    expect(lastNames).toEqual(
      Array.from({ length: 45 }, (_, index) => `Paged ${String(index + 1).padStart(2, '0')}`),
    );
    // An account added before the cursor's place meanwhile does not shift the next page.
    await addAccount('paged.early', { first_name: 'Sample', last_name: 'Paged 00' });
    const again = await search('Paged', first.body.nextCursor);
    expect(usernames(again.body)).toEqual(usernames(second.body));
  });

  it('pages through accounts of one name, whatever its case, each once, by user name', async () => {
    // 25 namesakes: the page ends inside them, so only the user name tells where it stopped.
    const twins = Array.from(
      { length: 25 },
      (_, index) => `twin.${String(index).padStart(2, '0')}`,
    );
    for (const [index, username] of [...twins].reverse().entries()) {
      await addAccount(username, {
        first_name: index % 2 ? 'Sample' : 'SAMPLE',
        last_name: index % 3 ? 'Twinned' : 'twinned',
      });
    }
    const first = await search('Twinned');
    expect(first.body.items).toHaveLength(20);
    const second = await search('Twinned', first.body.nextCursor);
    expect(second.body.nextCursor).toBeNull();
    expect([...usernames(first.body), ...usernames(second.body)]).toEqual(twins);
  });

  it('orders an organisation by its name, which its line shows first, and pages by it', async () => {
    // 22 clinics whose contacts' last names run the other way: by last name, the first page held
    // the clinics at the end of the alphabet, and a person's name fell among them.
    for (let index = 1; index <= 22; index += 1) {
      const number = String(index).padStart(2, '0');
      await addAccount(`sample.clinic.${number}`, {
        first_name: 'Sample',
        last_name: `Contact ${String(23 - index).padStart(2, '0')}`,
        organisation_name: `Sample Ordered Clinic ${number}`,
      });
    }
    await addAccount('sample.ordered.person', {
      first_name: 'Sample',
      last_name: 'Sample Ordered Clinic 10a',
    });
    const first = await search('Sample Ordered Clinic');
    expect(first.body.items).toHaveLength(20);
    const second = await search('Sample Ordered Clinic', first.body.nextCursor);
    expect(second.body.nextCursor).toBeNull();
    const clinics = Array.from(
      { length: 22 },
      (_, index) => `sample.clinic.${String(index + 1).padStart(2, '0')}`,
    );
    expect([...usernames(first.body), ...usernames(second.body)]).toEqual([
      ...clinics.slice(0, 10),
      'sample.ordered.person',
      ...clinics.slice(10),
    ]);
  });

  it('lists every account without a search, those with no name by their user name', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await find(cursor ? `?cursor=${encodeURIComponent(cursor)}` : '');
      expect(page.status).toBe(200);
      seen.push(...usernames(page.body));
      cursor = page.body.nextCursor ?? undefined;
    } while (cursor);
    const total = Number(
      ((await database.execute('SELECT count(*) AS n FROM users')) as { n: string }[])[0]?.n,
    );
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    // demo.registration has no name yet: it is among the Ds by its user name, between the
    // Administrator and the Editor.
    const index = seen.indexOf('demo.registration');
    expect(seen.slice(index - 1, index + 2)).toEqual([
      'demo.admin',
      'demo.registration',
      'demo.editor',
    ]);
  });
});

describe('bad input', () => {
  it('refuses a malformed search or cursor with 400 JSON, never a server error', async () => {
    const refusals: [string, string][] = [
      [`?q=${'a'.repeat(101)}`, 'validation_failed'],
      ['?q=%20%20', 'validation_failed'],
      ['?q=%00', 'validation_failed'],
      ['?cursor=not%20a%20cursor', 'validation_failed'],
      [`?cursor=${'A'.repeat(2001)}`, 'validation_failed'],
      ['?cursor=abc', 'invalid_cursor'],
      [`?cursor=${encodeCursor([1, 2])}`, 'invalid_cursor'],
      [`?cursor=${encodeCursor(['a', 'b', 'c', 'd'])}`, 'invalid_cursor'],
      [`?cursor=${encodeCursor(['a', 'b', 'c', 2_147_483_648])}`, 'invalid_cursor'],
    ];
    for (const [query, error] of refusals) {
      const answer = await find(query);
      expect(answer.status, query).toBe(400);
      expect(answer.contentType, query).toContain('application/json');
      expect(answer.body, query).toMatchObject({ error, message: expect.any(String) });
      expectNoServerError(answer);
    }
    const cursor = await find(`?cursor=${encodeCursor(['a', 'b', 'c', 'd'])}`);
    expect(cursor.body.message).toBe('cursor: not a cursor of this list');
    const long = await find(`?q=${'a'.repeat(101)}`);
    expect(long.body.message).toMatch(/^q: /);
  });

  it('refuses a malformed id with 400 and answers 404 for an account that does not exist', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '2147483648']) {
      const answer = await record(id);
      expect(answer.status, id).toBe(400);
      expect(answer.body, id).toMatchObject({ error: 'validation_failed' });
    }
    const unknown = await record(2_147_483_647);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'not_found', message: 'No account has that id' });
  });
});

describe('a member’s record', () => {
  it('reads an active member: account, standing as the verification page says it, the bill paid and its receipt', async () => {
    const id = await idOf('demo.active');
    const answer = await record(id);
    expect(answer.status).toBe(200);
    const today = lusakaDate(app.services.clock.now());
    const { body } = answer;
    expect(body.account).toEqual({
      id,
      username: 'demo.active',
      firstName: 'Demo',
      lastName: 'Active Member',
      organisationName: null,
      email: 'demo.active@example.org',
      phoneNumber: '260971000001',
      country: null,
      nrcNumber: null,
      passportNumber: null,
      role: 'member',
      status: 'ACTIVE',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(body.membership).toMatchObject({
      membershipNumber: expect.stringMatching(/^COAZ-\d{6}$/),
      membershipType: 'full_membership',
      membershipTypeName: 'Full Membership',
      professionalCategoryName: expect.any(String),
      goodStanding: true,
    });
    const { validUntil } = body.membership;
    expect(validUntil > today).toBe(true);
    // Good standing runs to the grace period's end, also while the paid year still runs.
    const graceEnd = addDays(validUntil, app.config.membership.duesGraceDays);
    expect(body.membership.goodStandingUntil).toBe(graceEnd);
    expect(body.membership.statement).toBe(`In good standing until ${readableDate(graceEnd)}`);
    // The public verification page says the same words.
    const verified = await app.send(`${api}/verify/${body.membership.membershipNumber}`);
    expect(verified.body.statement).toBe(body.membership.statement);

    expect(body.application).toBeNull();
    expect(body.bills).toEqual([
      expect.objectContaining({
        amount: 300,
        currency: 'ZMW',
        state: 'PAID',
        paidAt: expect.any(String),
      }),
    ]);
    expect(body.payments).toEqual([
      expect.objectContaining({
        receivableId: body.bills[0].receivableId,
        method: 'MOBILE_MONEY',
        methodName: 'Mobile money',
        network: 'AIRTEL',
        phoneNumber: '260971000001',
        amount: 300,
        status: 'CONFIRMED',
        failure: null,
        receiptNumber: expect.stringMatching(/^R\d{4}-\d{6}$/),
        refundDue: false,
      }),
    ]);
    expect(body.refunds).toEqual([]);
  });

  it('reads a member owing a fee, a failed attempt with what they were told, and a refund owed and one paid back', async () => {
    const id = await idOf('demo.payment');
    const [fee] = (await database.execute('SELECT id FROM receivables WHERE user_id = $1', [
      id,
    ])) as { id: number }[];
    await database.execute(
      `INSERT INTO payments (id, receivable_id, user_id, network, phone_number, amount_ngwee,
                             provider, provider_reference, status, failure_reason, created_at)
       VALUES ('00000000-0000-4000-8000-000000000001', $1, $2, 'MTN', '260961000003', 30000,
               'sandbox', 'failed-1', 'FAILED', 'APPROVAL_REJECTED', now() - interval '2 days')`,
      [fee?.id, id],
    );
    const before = await record(id);
    expect(before.body.membership).toMatchObject({
      goodStanding: false,
      goodStandingUntil: null,
      statement: 'Not in good standing',
    });
    expect(before.body.account.status).toBe('PENDING_PAYMENT');
    expect(before.body.bills).toEqual([
      expect.objectContaining({ receivableId: fee?.id, state: 'UNPAID', paidAt: null }),
    ]);
    expect(before.body.payments).toEqual([
      expect.objectContaining({
        status: 'FAILED',
        network: 'MTN',
        failure: 'The payment was declined on the phone; you can try again',
        receiptNumber: null,
      }),
    ]);

    // Two payments that came for a fee already paid: one still owed back, one paid back.
    const activeId = await idOf('demo.active');
    const [paidFee] = (await database.execute('SELECT id FROM receivables WHERE user_id = $1', [
      activeId,
    ])) as { id: number }[];
    await database.execute(
      `INSERT INTO payments (id, receivable_id, user_id, network, phone_number, amount_ngwee,
                             provider, provider_reference, status, confirmed_at, refund_due,
                             refunded_at, created_at)
       VALUES ('00000000-0000-4000-8000-000000000002', $1, $2, 'AIRTEL', '260971000001', 30000,
               'sandbox', 'twice-1', 'CONFIRMED', now() - interval '1 day', true, NULL,
               now() - interval '1 day'),
              ('00000000-0000-4000-8000-000000000003', $1, $2, 'AIRTEL', '260971000001', 30000,
               'sandbox', 'twice-2', 'CONFIRMED', now() - interval '3 days', true,
               now() - interval '2 days', now() - interval '3 days')`,
      [paidFee?.id, activeId],
    );
    const active = await record(activeId);
    expect(active.body.refunds).toEqual([
      expect.objectContaining({
        paymentId: '00000000-0000-4000-8000-000000000002',
        receivableId: paidFee?.id,
        amount: 300,
        phoneNumber: '260971000001',
        state: 'DUE',
        refundedAt: null,
      }),
      expect.objectContaining({
        paymentId: '00000000-0000-4000-8000-000000000003',
        state: 'PAID_BACK',
        refundedAt: expect.any(String),
      }),
    ]);
    expect(
      active.body.payments.filter((payment: { refundDue: boolean }) => payment.refundDue),
    ).toHaveLength(2);
  });

  it('reads a rejected application with its reason and when it was decided', async () => {
    const applied = await app.send(`${api}/applications`, {
      method: 'POST',
      json: {
        membershipType: 'associate_membership',
        residence: 'abroad',
        username: 'rejected.abroad',
        password: 'Gaborone-Clinic-2027',
        firstName: 'Sample',
        lastName: 'Rejected',
        passportNumber: 'BW0000042',
        phoneNumber: '+267 72 000042',
        country: 'Botswana',
        professionalCategory: 'general',
      },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const rejected = await app.send(
      `${api}/admin/applications/${applied.body.application.id}/reject`,
      { method: 'POST', token: adminToken, json: { reason: 'The passport page is unreadable' } },
    );
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const [found] = (await search('+267 72 000042')).body.items;
    // The look-up says the refusal: the account's status alone read "Application in progress".
    expect(found).toMatchObject({
      username: 'rejected.abroad',
      country: 'Botswana',
      status: 'INCOMPLETE_REGISTRATION',
      applicationStatus: 'REJECTED',
    });
    const answer = await record(found.id);
    expect(answer.body.application).toMatchObject({
      id: applied.body.application.id,
      membershipTypeName: 'Associate Membership',
      status: 'REJECTED',
      reason: 'The passport page is unreadable',
      decidedAt: expect.any(String),
    });
    expect(answer.body.account).toMatchObject({
      passportNumber: 'BW0000042',
      phoneNumber: '26772000042',
      country: 'Botswana',
    });
    expect(answer.body.membership).toMatchObject({ membershipNumber: null, goodStanding: false });
    expect(answer.body.bills).toEqual([]);
  });

  it('lists the 100 newest bills and payments and says how many there are in all', async () => {
    await addAccount('sample.busy');
    const id = await idOf('sample.busy');
    // 105 fees a day apart, the newest yesterday, and a failed attempt at each of 103 of them.
    await database.execute(
      `INSERT INTO receivables (user_id, criteria_id, amount_ngwee, description, created_at)
       SELECT $1, (SELECT min(id) FROM membership_fee_criteria), 30000, 'Fee ' || n,
              now() - make_interval(days => n)
       FROM generate_series(1, 105) AS n`,
      [id],
    );
    await database.execute(
      `INSERT INTO payments (id, receivable_id, user_id, network, phone_number, amount_ngwee,
                             provider, provider_reference, status, created_at)
       SELECT gen_random_uuid(), id, user_id, 'MTN', '260961000003', 30000, 'sandbox',
              'busy-' || id, 'FAILED', created_at + interval '1 hour'
       FROM receivables WHERE user_id = $1 AND description <> 'Fee 105' AND description <> 'Fee 104'`,
      [id],
    );
    const { body } = await record(id);
    expect(body.billCount).toBe(105);
    expect(body.bills).toHaveLength(100);
    expect(body.bills[0].description).toBe('Fee 1');
    expect(body.bills.at(-1).description).toBe('Fee 100');
    expect(body.paymentCount).toBe(103);
    expect(body.payments).toHaveLength(100);
    expect(body.payments[0].description).toBe('Fee 1');
    // A record that is whole says its counts too.
    const whole = await record(await idOf('demo.active'));
    expect(whole.body.billCount).toBe(whole.body.bills.length);
    expect(whole.body.paymentCount).toBe(whole.body.payments.length);
  });

  it('says a member from before online dues is in good standing as the verification page does', async () => {
    const answer = await record(await idOf('demo.legacy'));
    expect(answer.body.membership).toMatchObject({
      goodStanding: true,
      goodStandingUntil: null,
      validUntil: null,
      statement: LEGACY_STANDING,
    });
    // Past the paid year and its grace period, standing ends as the verification page says.
    const lapsed = lusakaDate(app.services.clock.now());
    await database.execute(`UPDATE users SET valid_until = $1 WHERE username = 'sample.search'`, [
      addDays(lapsed, -(app.config.membership.duesGraceDays + 1)),
    ]);
    const searched = await record(await idOf('sample.search'));
    expect(searched.body.membership.statement).toBe('Not in good standing');
  });
});
