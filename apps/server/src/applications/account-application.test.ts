import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import type { AppDatabase } from '../db/database';
import { users } from '../db/schema';
import { loadMembershipConfig } from '../membership/membership-config';
import { accountApplicationRefusal } from './account-application';

// An account that finished registering and holds no membership applies from itself: the same
// form and checks as /join, its identity taken from the account, its own numbers not "in use",
// one application per account, the address's limit as for /join; the secretariat approves it as
// any other and the approval bills the first subscription.

let database: TestDatabase;
let app: TestApp;
let adminToken = '';
let districtId = 0;
const api = '/coaz/api';
const PASSWORD = 'Demo-2026!';

async function login(username: string): Promise<string> {
  const answer = await app.send(`${api}/login`, {
    method: 'POST',
    json: { username, password: PASSWORD },
  });
  expect(answer.body.access_token, JSON.stringify(answer.body)).toBeTruthy();
  return answer.body.access_token;
}

const applyFromAccount = (token: string, json: unknown, on: TestApp = app) =>
  on.send(`${api}/applications/mine`, { method: 'POST', token, json });

/** An account that finished registering, with no membership, as SQL makes one. */
async function registeredAccount(
  username: string,
  nrc: string | null,
  phone: string,
): Promise<string> {
  await database.execute(
    `INSERT INTO users (username, password_hash, status, role, first_name, last_name, email,
       phone_number, nrc_number, district_id)
     SELECT $1, password_hash, 'ACTIVE', 'member', 'Demo', 'Registered', $1 || '@example.org',
       $2, $3, $4 FROM users WHERE username = 'demo.registration'`,
    [username, phone, nrc, districtId],
  );
  return login(username);
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, {
    membership: { ...loadMembershipConfig({}, 'demo'), applicationLimitPerAddress: 100 },
  });
  const rows = (await database.execute(
    'SELECT id FROM districts WHERE province_id = 2 ORDER BY id LIMIT 1',
  )) as { id: number }[];
  districtId = rows[0]?.id ?? 0;
  adminToken = await login('demo.admin');
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('applying from an account that holds no membership', () => {
  it('takes demo.registration, once registered, from the dashboard to the fee due', async () => {
    const token = await login('demo.registration');
    // Not before the registration is finished.
    const early = await applyFromAccount(token, { membershipType: 'affiliate_membership' });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('registration_unfinished');
    const registered = await app.send(`${api}/registration`, {
      method: 'POST',
      token,
      json: {
        firstName: 'Demo',
        lastName: 'Registration',
        email: 'demo.registration@example.org',
        phoneNumber: '0971000005',
        nrcNumber: '700001/10/1',
        districtId,
      },
    });
    expect(registered.status).toBe(200);
    const session = registered.body.access_token as string;
    // /join refuses this person: the account holds their numbers.
    const join = await app.send(`${api}/applications`, {
      method: 'POST',
      json: {
        membershipType: 'associate_membership',
        username: 'second.account',
        password: 'Kitwe-Clinic-2027',
        firstName: 'Demo',
        lastName: 'Registration',
        nrcNumber: '700001/10/1',
        phoneNumber: '0971000005',
        professionalCategory: 'general',
        provinceId: 2,
        districtId,
      },
    });
    expect(join.body.error).toBe('nrc_registered');
    // From the account they apply; identity sent is the account's, whatever was typed.
    const applied = await applyFromAccount(session, {
      membershipType: 'associate_membership',
      professionalCategory: 'general',
      firstName: 'Someone',
      lastName: 'Else',
      nrcNumber: '999999/99/1',
      phoneNumber: '0977999999',
      email: 'someone.else@example.org',
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    expect(applied.body.application).toMatchObject({
      membershipType: 'associate_membership',
      status: 'SUBMITTED',
    });
    const [account] = (await database.execute(
      `SELECT first_name, last_name, nrc_number, phone_number, email, status, membership_type
       FROM users WHERE username = 'demo.registration'`,
    )) as Record<string, unknown>[];
    expect(account).toEqual({
      first_name: 'Demo',
      last_name: 'Registration',
      nrc_number: '700001/10/1',
      phone_number: '260971000005',
      email: 'demo.registration@example.org',
      status: 'ACTIVE',
      membership_type: 'associate_membership',
    });
    const summary = await app.send(`${api}/membership`, { token: session });
    expect(summary.body.todo.map((step: { kind: string }) => step.kind)).toEqual(['await_review']);
    // One application per account.
    const again = await applyFromAccount(session, { membershipType: 'affiliate_membership' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('application_exists');
    // The secretariat sees it under review and approves it; approval bills the first year.
    const list = await app.send(`${api}/admin/applications`, { token: adminToken });
    const listed = (list.body.items as { id: number; applicant: { username: string } }[]).find(
      (item) => item.applicant.username === 'demo.registration',
    );
    expect(listed?.id).toBe(applied.body.application.id);
    const approved = await app.send(`${api}/admin/applications/${listed?.id}/approve`, {
      method: 'POST',
      token: adminToken,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const after = await app.send(`${api}/membership`, { token: session });
    expect(after.body).toMatchObject({ status: 'PENDING_PAYMENT' });
    expect(after.body.membershipNumber).toBeTruthy();
    expect(after.body.fee.description).toMatch(/first annual subscription/);
    expect(after.body.todo.map((step: { kind: string }) => step.kind)).toEqual(['pay']);
    const member = await applyFromAccount(session, { membershipType: 'affiliate_membership' });
    expect(member.body.error).toBe('application_exists');
  });

  it('refuses an account that holds a membership, and a one-time password', async () => {
    const active = await applyFromAccount(await login('demo.active'), {
      membershipType: 'affiliate_membership',
    });
    expect(active.status).toBe(409);
    expect(active.body.error).toBe('already_a_member');
    const legacy = await applyFromAccount(await login('demo.legacy'), {
      membershipType: 'affiliate_membership',
    });
    expect(legacy.body.error).toBe('already_a_member');
    const otp = await applyFromAccount(await login('demo.otp'), {
      membershipType: 'affiliate_membership',
    });
    expect(otp.status).toBe(403);
    expect(await applyFromAccount('not-a-token', {}).then((answer) => answer.status)).toBe(401);
  });

  it('gives what the account lacks, refusing a number another member holds', async () => {
    // A name, district and number, and no NRC (as an account from before NRCs were asked).
    const token = await registeredAccount('no.nrc', null, '260971000103');
    const missing = await applyFromAccount(token, {
      membershipType: 'associate_membership',
      professionalCategory: 'general',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^nrcNumber:/);
    const members = await applyFromAccount(token, {
      membershipType: 'associate_membership',
      professionalCategory: 'general',
      nrcNumber: '700001/10/1',
    });
    expect(members.status).toBe(409);
    expect(members.body.error).toBe('nrc_registered');
    const own = await applyFromAccount(token, {
      membershipType: 'associate_membership',
      professionalCategory: 'general',
      nrcNumber: '700002/10/1',
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const [editor] = (await database.execute(
      "SELECT nrc_number, phone_number FROM users WHERE username = 'no.nrc'",
    )) as Record<string, unknown>[];
    expect(editor).toEqual({ nrc_number: '700002/10/1', phone_number: '260971000103' });
  });

  it('lets no admin approve their own application', async () => {
    const applied = await applyFromAccount(adminToken, {
      membershipType: 'affiliate_membership',
      nrcNumber: '700003/10/1',
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const self = await app.send(
      `${api}/admin/applications/${applied.body.application.id}/approve`,
      {
        method: 'POST',
        token: adminToken,
      },
    );
    expect(self.status).toBe(409);
    expect(self.body.error).toBe('own_application');
  });

  it('makes one application of several sent at once', async () => {
    const token = await registeredAccount('at.once', '700004/10/1', '260971000104');
    const answers = await Promise.all(
      [1, 2, 3].map(() => applyFromAccount(token, { membershipType: 'affiliate_membership' })),
    );
    expect(
      answers.map((answer) => `${answer.status} ${answer.body.error ?? ''}`.trim()).sort(),
    ).toEqual(['201', '409 application_exists', '409 application_exists']);
    const rows = (await database.execute(
      `SELECT count(*)::int AS count FROM membership_applications a JOIN users u ON u.id = a.user_id
       WHERE u.username = 'at.once'`,
    )) as { count: number }[];
    expect(rows[0]?.count).toBe(1);
    // Billing sends the secretariat to the application, as for one from /join.
    const billed = await app.send(`${api}/admin/subscriptions`, {
      method: 'POST',
      token: adminToken,
      json: { username: 'at.once' },
    });
    expect(billed.status).toBe(409);
    expect(billed.body.error).toBe('application_to_approve');
  });

  it('counts against the address as /join does', async () => {
    const token = await registeredAccount('limited', '700005/10/1', '260971000105');
    // The applications above came from this address; an allowance of that many is spent.
    const limited = await startTestApp(database, {
      membership: { ...loadMembershipConfig({}, 'demo'), applicationLimitPerAddress: 4 },
    });
    try {
      const answer = await applyFromAccount(
        token,
        { membershipType: 'affiliate_membership' },
        limited,
      );
      expect(answer.status).toBe(429);
      expect(answer.body.error).toBe('rate_limited');
    } finally {
      await limited.close();
    }
    expect((await applyFromAccount(token, { membershipType: 'affiliate_membership' })).status).toBe(
      201,
    );
  });
});

/**
 * `db` for reading, where `happen` is done (committed, as by another request) just after the
 * `after`-th read answers: what a request reading without a lock may meet.
 */
function happeningAfterRead(
  db: AppDatabase,
  after: number,
  happen: () => Promise<unknown>,
): Pick<AppDatabase, 'select'> {
  let reads = 0;
  const watched = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, property) {
        const value = Reflect.get(object, property, object);
        if (typeof value !== 'function') return value;
        if (property === 'then') {
          return (resolve: (rows: unknown) => unknown, reject: (error: unknown) => unknown) =>
            value
              .call(object, async (rows: unknown) => {
                reads += 1;
                if (reads === after) await happen();
                return rows;
              })
              .then(resolve, reject);
        }
        return (...args: unknown[]) => {
          const result = value.apply(object, args);
          return result !== null && typeof result === 'object' ? watched(result) : result;
        };
      },
    });
  return {
    select: ((...args: Parameters<AppDatabase['select']>) =>
      watched(db.select(...args))) as AppDatabase['select'],
  };
}

describe('an application filed while another is being checked', () => {
  it('is told as the application it is, whichever read it comes after, never as a membership', async () => {
    const told: string[] = [];
    for (let after = 1; after <= 4; after += 1) {
      const username = `filed.after.${after}`;
      await registeredAccount(username, `70001${after}/10/1`, `26097100020${after}`);
      const [account] = await app.services.db
        .select()
        .from(users)
        .where(eq(users.username, username));
      if (!account) throw new Error('no account');
      const reader = happeningAfterRead(app.services.db, after, () =>
        database.execute(
          `INSERT INTO membership_applications (user_id, membership_type, status, submitted_at)
           VALUES ($1, 'affiliate_membership', 'SUBMITTED', now())`,
          [account.id],
        ),
      );
      const refusal = await accountApplicationRefusal(reader, account, new Date());
      told.push(refusal?.code ?? 'none: the locked reading finds it');
    }
    for (const answer of told) {
      expect(['application_exists', 'none: the locked reading finds it']).toContain(answer);
    }
  });
});
