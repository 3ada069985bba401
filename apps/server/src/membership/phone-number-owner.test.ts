import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atStartOfMinute, startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

let database: TestDatabase;
let app: TestApp;
let districtId = 0;
const api = '/coaz/api';

// The demo accounts' numbers (seed-demo-membership.ts).
const ACTIVE_PHONE = '260971000001';
const EDITOR_PHONE = '260971000002';

function application(overrides: Record<string, unknown>) {
  return {
    membershipType: 'full_membership',
    password: 'Kitwe-Clinic-2027',
    firstName: 'Sample',
    lastName: 'Applicant',
    hpczNumber: 'HPCZ/CO/12345',
    professionalCategory: 'general',
    provinceId: 2,
    districtId,
    ...overrides,
  };
}

async function login(username: string, password = 'Demo-2026!') {
  return app.send(`${api}/login`, { method: 'POST', json: { username, password } });
}

async function accountsWithPhone(phone: string): Promise<string[]> {
  const rows = (await database.execute(
    'SELECT username FROM users WHERE phone_number = $1 ORDER BY username',
    [phone],
  )) as { username: string }[];
  return rows.map((row) => row.username);
}

async function resetCodesIssued(): Promise<number> {
  const rows = (await database.execute(
    "SELECT count(*)::int AS n FROM verification_codes WHERE purpose = 'password_reset'",
  )) as { n: number }[];
  return rows[0]?.n ?? 0;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  const rows = (await database.execute(
    'SELECT id FROM districts WHERE province_id = 2 ORDER BY id LIMIT 1',
  )) as { id: number }[];
  districtId = rows[0]?.id ?? 0;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('one mobile number, one account', () => {
  it('refuses an application with a number another account has, however it is written', async () => {
    const answer = await app.send(`${api}/applications`, {
      method: 'POST',
      json: application({
        username: 'copy.cat',
        nrcNumber: '111111/11/1',
        phoneNumber: '+260 97 100 0001',
      }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body).toMatchObject({ error: 'phone_registered' });
    // A mistyped digit makes a number someone else's: checking it comes before logging in.
    expect(answer.body.message).toMatch(
      /^phoneNumber: an account already has this mobile number: check the number you typed.*; if it is yours, log in/,
    );
    expect(await accountsWithPhone(ACTIVE_PHONE)).toEqual(['demo.active']);
  });

  it('takes both of two simultaneous applications with a number no member has, for the review', async () => {
    const answers = await Promise.all(
      ['first.applicant', 'second.applicant'].map((username, index) =>
        app.send(`${api}/applications`, {
          method: 'POST',
          json: application({
            username,
            nrcNumber: `22222${index}/11/1`,
            phoneNumber: '0977 555 444',
          }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(await accountsWithPhone('260977555444')).toEqual([
      'first.applicant',
      'second.applicant',
    ]);
  });

  it('refuses to finish a registration with another account’s number', async () => {
    const token = (await login('demo.registration')).body.access_token;
    const answer = await app.send(`${api}/registration`, {
      method: 'POST',
      token,
      json: {
        firstName: 'Second',
        lastName: 'Sample Member',
        email: 'second.sample@example.org',
        phoneNumber: '0971000002',
        nrcNumber: '333333/11/1',
        districtId,
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.error).toBe('phone_registered');
    expect(await accountsWithPhone(EDITOR_PHONE)).toEqual(['demo.editor']);
    expect((await login('demo.registration')).body.status).toBe('INCOMPLETE_REGISTRATION');
  });

  it('refuses a profile number of another account, before sending a code and when confirming', async () => {
    const token = (await login('demo.active')).body.access_token;
    const taken = await app.send(`${api}/profile/phone`, {
      method: 'POST',
      token,
      json: { phoneNumber: '0971000002', currentPassword: 'Demo-2026!' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('phone_registered');
    const outbox = await app.send(`/api/dev/outbox?to=${EDITOR_PHONE}`);
    expect(outbox.body.items).toEqual([]);

    const sent = await app.send(`${api}/profile/phone`, {
      method: 'POST',
      token,
      json: { phoneNumber: '0955 123 987', currentPassword: 'Demo-2026!' },
    });
    expect(sent.status).toBe(202);
    const code = /number is (\d{6})/.exec(
      (await app.send('/api/dev/outbox?to=260955123987')).body.items[0]?.body ?? '',
    )?.[1];
    // Someone else's account gets the number while the code is on its way.
    await database.execute("UPDATE users SET phone_number = '260955123987' WHERE username = $1", [
      'demo.otp',
    ]);
    const confirmed = await app.send(`${api}/profile/phone/confirm`, {
      method: 'POST',
      token,
      json: { code },
    });
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.error).toBe('phone_registered');
    expect(await accountsWithPhone(ACTIVE_PHONE)).toEqual(['demo.active']);
  });

  it('recovers by a number on two accounts (old data) as by an unknown login', async () => {
    // The answers name the code's expiry to the minute: all three in one minute.
    atStartOfMinute(app);
    const stranger = await app.send(`${api}/password/recovery`, {
      method: 'POST',
      json: { login: 'nobody.here' },
    });
    await app.services.background.settled();
    // A number that names one account still works.
    const before = await resetCodesIssued();
    const unique = await app.send(`${api}/password/recovery`, {
      method: 'POST',
      json: { login: '0961000003' },
    });
    expect(unique.body).toEqual(stranger.body);
    await app.services.background.settled();
    expect(await resetCodesIssued()).toBe(before + 1);

    await database.execute("UPDATE users SET phone_number = '260961000003' WHERE username = $1", [
      'demo.editor',
    ]);
    const shared = await app.send(`${api}/password/recovery`, {
      method: 'POST',
      json: { login: '0961000003' },
    });
    expect(shared.status).toBe(202);
    expect(shared.body).toEqual(stranger.body);
    await app.services.background.settled();
    expect(await resetCodesIssued()).toBe(before + 1);
    const reset = (login: string) =>
      app.send(`${api}/password/reset`, {
        method: 'POST',
        json: { login, code: '123456', newPassword: 'Another-Password-1' },
      });
    const byShared = await reset('0961000003');
    expect(byShared.status).toBe(400);
    expect(byShared.body).toEqual((await reset('nobody.here')).body);
  });

  it('lets a member take, by its code, a number only applications give', async () => {
    const token = (await login('demo.payment')).body.access_token;
    const sent = await app.send(`${api}/profile/phone`, {
      method: 'POST',
      token,
      json: { phoneNumber: '0977555444', currentPassword: 'Demo-2026!' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    const code = /number is (\d{6})/.exec(
      (await app.send('/api/dev/outbox?to=260977555444')).body.items.at(-1)?.body ?? '',
    )?.[1];
    const confirmed = await app.send(`${api}/profile/phone/confirm`, {
      method: 'POST',
      token,
      json: { code },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    // The member's number, proved by the code, is what a login by it names from then on.
    expect((await login('0977 555 444')).body.user.username).toBe('demo.payment');
  });
});
