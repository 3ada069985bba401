import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

let database: TestDatabase;
let app: TestApp;
const api = '/coaz/api';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const logIn = async (password: string) =>
  app.send(`${api}/login`, { method: 'POST', json: { username: 'demo.editor', password } });

const change = (token: string | undefined, json: unknown) =>
  app.send(`${api}/profile/password`, { method: 'POST', token, json });

describe('a signed-in member changing their password', () => {
  it('proves the current one, and refuses a new one that is the same or too short', async () => {
    const { access_token: token } = (await logIn('Demo-2026!')).body;
    const wrong = await change(token, {
      currentPassword: 'Not-my-password-1',
      newPassword: 'Kabwe-Clinic-2027',
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toBe('wrong_password');
    const same = await change(token, { currentPassword: 'Demo-2026!', newPassword: 'Demo-2026!' });
    expect(same.status).toBe(422);
    expect(same.body.error).toBe('password_reused');
    const short = await change(token, { currentPassword: 'Demo-2026!', newPassword: 'short' });
    expect(short.status).toBe(400);
    expect((await change(undefined, { currentPassword: 'x', newPassword: 'y' })).status).toBe(401);
    expect((await logIn('Demo-2026!')).status).toBe(200);
  });

  it('signs out every other device, keeps this one signed in, and tells the member', async () => {
    const here = (await logIn('Demo-2026!')).body;
    const elsewhere = (await logIn('Demo-2026!')).body;
    const changed = await change(here.access_token, {
      currentPassword: 'Demo-2026!',
      newPassword: 'Kabwe-Clinic-2027',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.message).toBe(
      'Your password has been changed. Other devices have been signed out.',
    );
    expect((await app.send(`${api}/membership`, { token: changed.body.access_token })).status).toBe(
      200,
    );
    for (const old of [here.access_token, elsewhere.access_token]) {
      expect((await app.send(`${api}/membership`, { token: old })).status).toBe(401);
    }
    const refresh = await app.send(`${api}/token/refresh`, { token: elsewhere.refresh_token });
    expect(refresh.status).toBe(401);
    expect((await logIn('Demo-2026!')).status).toBe(401);
    expect((await logIn('Kabwe-Clinic-2027')).status).toBe(200);

    const told = await app.send('/api/dev/outbox?to=260971000002');
    const sms: string = told.body.items[0].body;
    expect(sms).toBe(
      'COAZ: your membership account password was changed and other devices were signed out. If it was not you, use "Forgot password?" on the login page at once.',
    );
    // One SMS part, paid once.
    expect(sms.length).toBeLessThanOrEqual(160);
    const history = await app.send(`${api}/membership/history`, {
      token: changed.body.access_token,
    });
    expect(JSON.stringify(history.body)).toContain('Changed the password');
  });
});
