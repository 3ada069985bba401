import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

// Password recovery falls back to the e-mail when a member has no phone number, so a stolen
// session that could change the e-mail could also reset the password and take the account over.
// Changing it therefore needs the current password, checked before anything else, with guesses
// counted as login's are; the district alone still saves with the session.

let database: TestDatabase;
let app: TestApp;
const api = '/coaz/api';
const PASSWORD = 'Demo-2026!';
// Low enough to reach in a test; login and the e-mail change share it.
const LIMIT = 3;
const DISTRICT = 5;

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

async function saveProfile(token: string, json: Record<string, unknown>) {
  return app.send(`${api}/profile`, { method: 'PUT', token, json });
}

async function savedEmail(token: string): Promise<string | null> {
  return (await app.send(`${api}/profile`, { token })).body.email;
}

describe('changing the e-mail needs the current password', () => {
  it('refuses a changed e-mail without the password with 400, saving nothing', async () => {
    const token = (await signIn('demo.active')).body.access_token;
    const before = await savedEmail(token);
    const answer = await saveProfile(token, { email: 'thief@example.org', districtId: DISTRICT });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: 'validation_failed',
      message: expect.stringMatching(/^currentPassword: /),
    });
    // Removing the address moves recovery as much as replacing it.
    const removed = await saveProfile(token, { email: '', districtId: DISTRICT });
    expect(removed.status).toBe(400);
    expect(await savedEmail(token)).toBe(before);
  });

  it('refuses a wrong password with 403, saving nothing', async () => {
    const token = (await signIn('demo.active')).body.access_token;
    const before = await savedEmail(token);
    const answer = await saveProfile(token, {
      email: 'thief@example.org',
      districtId: DISTRICT,
      currentPassword: 'not-the-password',
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      error: 'wrong_password',
      message: expect.stringMatching(/^currentPassword: /),
    });
    expect(await savedEmail(token)).toBe(before);
  });

  it('changes the e-mail with the right password', async () => {
    const token = (await signIn('demo.active')).body.access_token;
    const answer = await saveProfile(token, {
      email: 'New.Address@example.org',
      districtId: DISTRICT,
      currentPassword: PASSWORD,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ email: 'new.address@example.org', districtId: DISTRICT });
  });

  it('saves the district without the password while the e-mail stays the same', async () => {
    const token = (await signIn('demo.editor')).body.access_token;
    const email = await savedEmail(token);
    expect(email).toEqual(expect.any(String));
    // The same address in other capitals is not a change.
    const answer = await saveProfile(token, {
      email: String(email).toUpperCase(),
      districtId: DISTRICT + 1,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ email, districtId: DISTRICT + 1 });
  });

  it('refuses a session still on a one-time password, even with that password', async () => {
    const otp = await signIn('demo.otp');
    expect(otp.body.status).toBe('OTP');
    const token = otp.body.access_token;
    const before = await savedEmail(token);
    const answer = await saveProfile(token, {
      email: 'thief@example.org',
      districtId: DISTRICT,
      currentPassword: PASSWORD,
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: 'forbidden', message: expect.any(String) });
    expect(await savedEmail(token)).toBe(before);
  });

  it('counts wrong passwords with login’s, then refuses even the right one, and login too', async () => {
    const token = (await signIn('demo.admin')).body.access_token;
    const before = await savedEmail(token);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LIMIT + 1; attempt += 1) {
      const answer = await saveProfile(token, {
        email: 'thief@example.org',
        districtId: DISTRICT,
        currentPassword: `guess-${attempt}`,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([403, 403, 403, 429]);
    const right = await saveProfile(token, {
      email: 'thief@example.org',
      districtId: DISTRICT,
      currentPassword: PASSWORD,
    });
    expect(right.status).toBe(429);
    expect(right.body.error).toBe('rate_limited');
    expect(await savedEmail(token)).toBe(before);
    // The same buckets as login: the profile is no way round login's limit, nor the reverse.
    expect((await signIn('demo.admin')).status).toBe(429);
  });
});
