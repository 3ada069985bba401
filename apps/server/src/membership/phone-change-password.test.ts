import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

// Password recovery sends its code to the profile's phone number, so a stolen session that could
// move the number could also reset the password and lock the member out. Moving it therefore
// needs the current password, checked before anything else, and guesses count as login's do.

let database: TestDatabase;
let app: TestApp;
const api = '/coaz/api';
const PASSWORD = 'Demo-2026!';
// Low enough to reach in a test; login and the phone change share it.
const LIMIT = 3;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, { loginLimitPerUser: LIMIT });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

async function signIn(username: string, password = PASSWORD) {
  return app.send(`${api}/login`, { method: 'POST', json: { username, password } });
}

async function askForCode(token: string, json: Record<string, unknown>) {
  return app.send(`${api}/profile/phone`, { method: 'POST', token, json });
}

async function messagesTo(phone: string): Promise<string[]> {
  const outbox = await app.send(`/api/dev/outbox?to=${phone}`);
  return outbox.body.items.map((item: { body: string }) => item.body);
}

describe('moving the phone number needs the current password', () => {
  it('refuses a wrong password with 403, before the number is looked at and with no code sent', async () => {
    const token = (await signIn('demo.active')).body.access_token;
    // demo.editor's number: a taken number must not be told apart without the password.
    const taken = await askForCode(token, {
      phoneNumber: '0971000002',
      currentPassword: 'not-the-password',
    });
    expect(taken.status).toBe(403);
    expect(taken.body).toMatchObject({
      error: 'wrong_password',
      message: expect.stringMatching(/^currentPassword: /),
    });
    const free = await askForCode(token, {
      phoneNumber: '0955 600 001',
      currentPassword: 'not-the-password',
    });
    expect(free.status).toBe(403);
    expect(free.body.error).toBe('wrong_password');
    expect(await messagesTo('260955600001')).toEqual([]);
  });

  it('refuses a missing password with 400 and sends no code', async () => {
    const token = (await signIn('demo.active')).body.access_token;
    const answer = await askForCode(token, { phoneNumber: '0955 600 002' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect(JSON.stringify(answer.body)).toMatch(/currentPassword/);
    expect(await messagesTo('260955600002')).toEqual([]);
  });

  it('sends the code with the right password, and the confirmation is unchanged', async () => {
    const token = (await signIn('demo.active')).body.access_token;
    const sent = await askForCode(token, {
      phoneNumber: '0955 600 003',
      currentPassword: PASSWORD,
    });
    expect(sent.status).toBe(202);
    const code = /number is (\d{6})/.exec((await messagesTo('260955600003'))[0] ?? '')?.[1];
    const confirmed = await app.send(`${api}/profile/phone/confirm`, {
      method: 'POST',
      token,
      json: { code },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.phoneNumber).toBe('260955600003');
  });

  it('refuses a session still on a one-time password, even with that password', async () => {
    const otp = await signIn('demo.otp');
    expect(otp.body.status).toBe('OTP');
    const answer = await askForCode(otp.body.access_token, {
      phoneNumber: '0955 600 004',
      currentPassword: PASSWORD,
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: 'forbidden', message: expect.any(String) });
    expect(await messagesTo('260955600004')).toEqual([]);
  });

  it('counts wrong passwords with login’s, then refuses even the right one, and login too', async () => {
    const token = (await signIn('demo.admin')).body.access_token;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LIMIT + 1; attempt += 1) {
      const answer = await askForCode(token, {
        phoneNumber: '0955 600 005',
        currentPassword: `guess-${attempt}`,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([403, 403, 403, 429]);
    const right = await askForCode(token, {
      phoneNumber: '0955 600 005',
      currentPassword: PASSWORD,
    });
    expect(right.status).toBe(429);
    expect(right.body.error).toBe('rate_limited');
    expect(await messagesTo('260955600005')).toEqual([]);
    // The same buckets as login: the phone route is no way round login's limit, nor the reverse.
    expect((await signIn('demo.admin')).status).toBe(429);
  });
});
