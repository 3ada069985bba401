import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../../test-support/test-config';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../../test-support/test-server';

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { loginLimitPerUser: 3 });
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

describe('login', () => {
  it('logs an active member in by GET with status SUCCESSFUL', async () => {
    const query = new URLSearchParams({ username: 'demo.active', password: 'Demo-2026!' });
    const response = await call(`${server.memberApi}/login?${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toMatchObject({
      access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      refresh_token: expect.any(String),
      status: 'SUCCESSFUL',
      user: {
        username: 'demo.active',
        status: 'ACTIVE',
        firstName: 'Demo',
        lastName: 'Active Member',
      },
      tariff: null,
    });
    expect(response.body.user).not.toHaveProperty('passwordHash');
  });

  it('logs in by POST with a JSON body, ignoring case and spaces in the user name', async () => {
    const { status, body } = await login(server, ' Demo.Editor ');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'SUCCESSFUL',
      user: { username: 'demo.editor', role: 'editor' },
    });
  });

  it('answers each pending outcome with its status, and the fee for pending payment', async () => {
    const payment = await login(server, 'demo.payment');
    expect(payment.body).toMatchObject({
      status: 'PENDING_PAYMENT',
      user: { status: 'PENDING_PAYMENT' },
      tariff: { receivableId: expect.any(Number), criteriaId: 1 },
    });
    const otp = await login(server, 'demo.otp');
    expect(otp.body).toMatchObject({ status: 'OTP', user: { status: 'OTP' }, tariff: null });
    const registration = await login(server, 'demo.registration');
    expect(registration.body).toMatchObject({
      status: 'INCOMPLETE_REGISTRATION',
      user: { status: 'INCOMPLETE_REGISTRATION', firstName: null },
      tariff: null,
    });
  });

  it('answers wrong credentials and unknown users with 401 JSON', async () => {
    for (const [username, password] of [
      ['demo.active', 'wrong-password'],
      ['nobody.here', 'Demo-2026!'],
    ]) {
      const response = await login(server, username ?? '', password);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        error: 'invalid_credentials',
        message: 'Incorrect username or password',
      });
    }
  });

  it('refuses missing or blank credentials with 400 JSON', async () => {
    for (const json of [
      {},
      { username: '', password: 'x' },
      { username: 'a' },
      { username: 1, password: 2 },
      { username: 'demo\u0000active', password: 'x' },
      { username: 'demo.active', password: 'x\u0000' },
      { username: ['demo.active'], password: 'Demo-2026!' },
    ]) {
      const response = await call(`${server.memberApi}/login`, { method: 'POST', json });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        error: 'validation_failed',
        message: expect.any(String),
      });
    }
    const query = await call(`${server.memberApi}/login?username=demo.active`);
    expect(query.status).toBe(400);
    const repeated = await call(
      `${server.memberApi}/login?username=a&username=b&password=Demo-2026!`,
    );
    expect(repeated.status).toBe(400);
  });

  it('never writes credentials, tokens or the login query to the log', async () => {
    const query = new URLSearchParams({ username: 'demo.active', password: 'Demo-2026!' });
    const { body } = await call(`${server.memberApi}/login?${query}`);
    await call(`${server.memberApi}/current`, { token: body.access_token });
    const log = server.logLines.join('\n');
    expect(log).toContain('GET /coaz/api/login 200');
    expect(log).not.toContain('Demo-2026');
    expect(log).not.toContain('password');
    expect(log).not.toContain(body.access_token);
    expect(log).not.toContain(body.refresh_token);
  });
});

describe('current member, refresh and logout', () => {
  it('answers the current member for a valid access token', async () => {
    const { body } = await login(server, 'demo.active');
    const response = await call(`${server.memberApi}/current`, { token: body.access_token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'SUCCESSFUL',
      content: { user: body.user },
      message: expect.any(String),
    });
  });

  it('answers 401 unauthorized without a token, token_expired for an expired one and token_invalid for malformed or wrongly signed ones', async () => {
    const { body } = await login(server, 'demo.active');
    const claims = claimsOf(body.access_token);
    const now = Math.floor(Date.now() / 1000);
    const expired = await sign(
      { ...claims, iat: now - 3600, exp: now - 60 },
      TEST_JWT_SECRET,
      'HS256',
    );
    const foreign = await sign(claims, 'another-secret-that-is-long-enough-to-sign-with', 'HS256');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${body.access_token.split('.')[1]}.`;
    const missing = await call(`${server.memberApi}/current`);
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ error: 'unauthorized' });
    for (const token of ['not-a-token', foreign, none, body.refresh_token]) {
      const response = await call(`${server.memberApi}/current`, { token });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ error: 'token_invalid', message: expect.any(String) });
    }
    const ranOut = await call(`${server.memberApi}/current`, { token: expired });
    expect(ranOut.status).toBe(401);
    expect(ranOut.body).toMatchObject({ error: 'token_expired', message: expect.any(String) });
  });

  it('refreshes an access token with the refresh token, rotating the refresh token', async () => {
    const { body } = await login(server, 'demo.active');
    const response = await call(`${server.memberApi}/token/refresh`, { token: body.refresh_token });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['access_token', 'refresh_token']);
    expect(response.body.refresh_token).not.toBe(body.refresh_token);
    const current = await call(`${server.memberApi}/current`, {
      token: response.body.access_token,
    });
    expect(current.status).toBe(200);
    const withAccess = await call(`${server.memberApi}/token/refresh`, {
      token: body.access_token,
    });
    expect(withAccess.status).toBe(401);
  });

  it('revokes the session on logout: refresh and access tokens stop working', async () => {
    const { body } = await login(server, 'demo.active');
    const logout = await call(`${server.memberApi}/logout`, {
      method: 'POST',
      token: body.refresh_token,
    });
    expect(logout.status).toBe(200);
    const refresh = await call(`${server.memberApi}/token/refresh`, { token: body.refresh_token });
    expect(refresh.status).toBe(401);
    const current = await call(`${server.memberApi}/current`, { token: body.access_token });
    expect(current.status).toBe(401);
    const again = await call(`${server.memberApi}/logout`, {
      method: 'POST',
      token: body.refresh_token,
    });
    expect(again.status).toBe(401);
  });
});

describe('suspended accounts', () => {
  it('end every session of a member the secretariat suspends, and refuse their login', async () => {
    const { body } = await login(server, 'demo.editor');
    await database.execute("UPDATE users SET status = 'SUSPENDED' WHERE username = 'demo.editor'");
    try {
      expect((await call(`${server.memberApi}/current`, { token: body.access_token })).status).toBe(
        401,
      );
      const refresh = await call(`${server.memberApi}/token/refresh`, {
        token: body.refresh_token,
      });
      expect(refresh.status).toBe(401);
      const again = await login(server, 'demo.editor');
      expect(again.status).toBe(403);
      expect(again.body).toMatchObject({ error: 'account_suspended' });
    } finally {
      await database.execute("UPDATE users SET status = 'ACTIVE' WHERE username = 'demo.editor'");
    }
  });
});

describe('statistics', () => {
  it('answers the three counts as plain-text integers', async () => {
    const users = await call(`${server.memberApi}/users/count`);
    const active = await call(`${server.memberApi}/users/count/active`);
    const districts = await call(`${server.memberApi}/districts/count`);
    expect(users.headers.get('content-type')).toContain('text/plain');
    expect(users.body).toMatch(/^\d+$/);
    expect(Number(users.body)).toBeGreaterThanOrEqual(4);
    expect(Number(active.body)).toBeGreaterThanOrEqual(1);
    expect(Number(active.body)).toBeLessThan(Number(users.body));
    expect(districts.body).toBe('116');
  });

  it('lists the districts with their provinces', async () => {
    const { body } = await call(`${server.memberApi}/districts`);
    expect(body).toHaveLength(116);
    expect(body).toContainEqual({
      id: expect.any(Number),
      name: 'Chipata',
      province: 'Eastern',
      provinceId: expect.any(Number),
    });
    expect(new Set(body.map((district: { province: string }) => district.province)).size).toBe(10);
  });
});

describe('login rate limits', () => {
  it('answers 429 once a user name has had too many failed logins, even with the right password', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(server, 'demo.otp', 'wrong')).status).toBe(401);
    }
    const blocked = await call(`${server.memberApi}/login`, {
      method: 'POST',
      json: { username: 'demo.otp', password: 'Demo-2026!' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ error: 'rate_limited' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 429 once one address has made too many attempts', async () => {
    const limited = await startTestServer(database, { loginLimitPerAddress: 4, trustProxy: true });
    try {
      const attempt = (username: string) =>
        call(`${limited.memberApi}/login`, {
          method: 'POST',
          json: { username, password: 'wrong' },
          headers: { 'x-forwarded-for': '203.0.113.7' },
        });
      for (const name of ['a1', 'a2', 'a3', 'a4']) expect((await attempt(name)).status).toBe(401);
      expect((await attempt('a5')).status).toBe(429);
      const other = await call(`${limited.memberApi}/login`, {
        method: 'POST',
        json: { username: 'demo.active', password: 'Demo-2026!' },
        headers: { 'x-forwarded-for': '198.51.100.9' },
      });
      expect(other.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
