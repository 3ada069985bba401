import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../../test-support/test-server';

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

const refresh = (token: string) => call(`${server.memberApi}/token/refresh`, { token });
const current = (token: string) => call(`${server.memberApi}/current`, { token });

/** A member with a one-time password (`Demo-2026!`) from the secretariat. */
async function addOneTimePasswordMember(username: string) {
  await database.execute(
    `INSERT INTO users (username, password_hash, status, role)
     SELECT $1, password_hash, 'OTP', 'member' FROM users WHERE username = 'demo.otp'`,
    [username],
  );
}

describe('refresh token rotation', () => {
  it('answers a new refresh token each time, and the old one no longer refreshes', async () => {
    const { body } = await login(server, 'demo.active');
    const first = await refresh(body.refresh_token);
    expect(first.status).toBe(200);
    const second = await refresh(first.body.refresh_token);
    expect(second.status).toBe(200);
    expect(
      new Set([body.refresh_token, first.body.refresh_token, second.body.refresh_token]).size,
    ).toBe(3);
    expect((await current(second.body.access_token)).status).toBe(200);
  });

  it('closes the whole session when a retired refresh token is presented again', async () => {
    const { body } = await login(server, 'demo.active');
    const member = await refresh(body.refresh_token);
    // Someone replays the token the member has already rotated away from.
    const thief = await refresh(body.refresh_token);
    expect(thief.status).toBe(401);
    expect(thief.body).toMatchObject({ error: 'token_invalid' });
    expect((await refresh(member.body.refresh_token)).status).toBe(401);
    expect((await current(member.body.access_token)).status).toBe(401);
    expect((await current(body.access_token)).status).toBe(401);
    // Other sessions of the member are not touched.
    const elsewhere = await login(server, 'demo.active');
    expect((await current(elsewhere.body.access_token)).status).toBe(200);
  });

  it('lets one of two simultaneous refreshes with the same token through at most', async () => {
    const { body } = await login(server, 'demo.active');
    const answers = await Promise.all([refresh(body.refresh_token), refresh(body.refresh_token)]);
    expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1);
  });
});

describe('changing a one-time password', () => {
  it('succeeds once among simultaneous changes; the rest get 409', async () => {
    await addOneTimePasswordMember('otp.race');
    const change = (newPassword: string) =>
      call(`${server.memberApi}/password/one-time`, {
        method: 'POST',
        json: { username: 'otp.race', oneTimePassword: 'Demo-2026!', newPassword },
      });
    const passwords = [
      'Mansa-Clinic-2027',
      'Mongu-Clinic-2027',
      'Kasama-Clinic-2027',
      'Solwezi-Clinic-2027',
    ];
    const answers = await Promise.all(passwords.map(change));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const winner = passwords[answers.findIndex((answer) => answer.status === 200)];
    expect((await login(server, 'otp.race', winner)).status).toBe(200);
  });

  it('answers fresh tokens and revokes every token issued before the change', async () => {
    await addOneTimePasswordMember('otp.revoke');
    const before = await login(server, 'otp.revoke');
    expect(before.body.status).toBe('OTP');
    expect((await current(before.body.access_token)).status).toBe(200);
    const changed = await call(`${server.memberApi}/password/one-time`, {
      method: 'POST',
      json: {
        username: 'otp.revoke',
        oneTimePassword: 'Demo-2026!',
        newPassword: 'Livingstone-2027',
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('cache-control')).toBe('no-store');
    expect(changed.body).toMatchObject({
      status: 'ACTIVE',
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
    expect((await current(before.body.access_token)).status).toBe(401);
    expect((await refresh(before.body.refresh_token)).status).toBe(401);
    const fresh = await current(changed.body.access_token);
    expect(fresh.status).toBe(200);
    expect(fresh.body.content.user).toMatchObject({ username: 'otp.revoke', status: 'ACTIVE' });
    expect((await refresh(changed.body.refresh_token)).status).toBe(200);
  });
});

// Finishing a registration and the payment check that confirms a payment answer fresh tokens.
// They opened a session beside the member's own, so the logout that ended the new one left the
// tokens the browser held before working for 30 days.
describe('tokens renewed by an answer', () => {
  const logout = (token: string) => call(`${server.memberApi}/logout`, { method: 'POST', token });

  it('belong to the session they renew, which one logout ends', async () => {
    const before = (await login(server, 'demo.registration')).body;
    const districts = await call(`${server.memberApi}/districts`);
    const registered = await call(`${server.memberApi}/registration`, {
      method: 'POST',
      token: before.access_token,
      json: {
        firstName: 'Renewed',
        lastName: 'Session',
        email: 'renewed.session@example.org',
        phoneNumber: '0977665544',
        nrcNumber: '623456/11/1',
        districtId: districts.body[0].id,
      },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    // The answer's tokens work, and the access token held before still does until logout.
    expect((await current(registered.body.access_token)).status).toBe(200);
    expect((await current(before.access_token)).status).toBe(200);
    expect((await logout(registered.body.refresh_token)).status).toBe(200);
    expect((await current(before.access_token)).status).toBe(401);
    expect((await refresh(before.refresh_token)).status).toBe(401);
    expect((await current(registered.body.access_token)).status).toBe(401);
  });

  it('are those of the session that confirmed the payment', async () => {
    const before = (await login(server, 'demo.payment')).body;
    const started = await call(`${server.memberApi}/payments`, {
      method: 'POST',
      token: before.access_token,
      json: {
        receivableId: before.tariff.receivableId,
        network: 'MTN',
        phoneNumber: '0961000003',
      },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    let confirmed = started;
    for (let poll = 0; poll < 100 && confirmed.body.status !== 'CONFIRMED'; poll += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      confirmed = await call(`${server.memberApi}/payments/${started.body.paymentId}`, {
        token: before.access_token,
      });
    }
    expect(confirmed.body.status).toBe('CONFIRMED');
    expect(confirmed.body.refresh_token).toEqual(expect.any(String));
    expect((await logout(confirmed.body.refresh_token)).status).toBe(200);
    expect((await current(before.access_token)).status).toBe(401);
    expect((await refresh(before.refresh_token)).status).toBe(401);
  });
});

describe('telling a bad token from a refusal', () => {
  it('answers 401 token_invalid for a bad token and 403 forbidden for a member who may not', async () => {
    const { body } = await login(server, 'demo.active');
    const entry = { title: 'A notice', body: 'Text', imageUrl: null };
    const bad = await call(`${server.url}/api/contents`, {
      method: 'POST',
      json: entry,
      token: 'x.y.z',
    });
    expect(bad.status).toBe(401);
    expect(bad.body.error).toBe('token_invalid');
    expect(bad.headers.get('www-authenticate')).toContain('invalid_token');
    const notEditor = await call(`${server.url}/api/contents`, {
      method: 'POST',
      json: entry,
      token: body.access_token,
    });
    expect(notEditor.status).toBe(403);
    expect(notEditor.body.error).toBe('forbidden');
  });
});
