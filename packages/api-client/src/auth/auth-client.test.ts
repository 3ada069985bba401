import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error';
import { CredentialsRequiredError } from '../errors/credentials-required-error';
import { NetworkError } from '../errors/network-error';
import { createTestClient } from '../test-support/test-client';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../test-support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('auth.login', () => {
  it('logs an active member in, stores both tokens and fetches the current user', async () => {
    const { client, tokenStore } = createTestClient(server);

    const outcome = await client.auth.login('  demo.active ', DEMO_PASSWORD);

    expect(outcome).toEqual({
      kind: 'active',
      user: {
        id: 1,
        username: 'demo.active',
        firstName: 'Demo',
        lastName: 'Active Member',
        status: 'ACTIVE',
      },
    });
    expect(tokenStore.read()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(server.received.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /coaz/api/login',
      'GET /coaz/api/current',
    ]);
    expect(server.received[1]?.authorization).toBe('Bearer access-1');
    expect(client.auth.hasSession()).toBe(true);
  });

  it('sends the credentials in the body, never in the URL', async () => {
    const { client } = createTestClient(server, {
      fetch: async (input, init) => {
        const request = new Request(input, init);
        expect(request.url).not.toContain(DEMO_PASSWORD.slice(0, 4));
        return fetch(request);
      },
    });
    await client.auth.login('demo.active', DEMO_PASSWORD);
  });

  it('sends a member whose fee is unpaid to payment', async () => {
    const { client } = createTestClient(server);
    expect(await client.auth.login('demo.payment', DEMO_PASSWORD)).toEqual({
      kind: 'pending-payment',
      userId: 3,
      receivableId: 7001,
      criteriaId: 12,
      sponsor: 'SELF',
    });
    expect(server.count('GET', '/coaz/api/current')).toBe(0);
  });

  it('sends a member with a one-time password to the password change', async () => {
    const { client } = createTestClient(server);
    expect(await client.auth.login('demo.otp', DEMO_PASSWORD)).toEqual({
      kind: 'otp',
      username: 'demo.otp',
    });
  });

  it('sends a member with an unfinished registration back to it', async () => {
    const { client } = createTestClient(server);
    expect(await client.auth.login('demo.registration', DEMO_PASSWORD)).toEqual({
      kind: 'incomplete-registration',
      userId: 5,
    });
  });

  it('refuses an account that logs in but is not active, and keeps no tokens', async () => {
    const { client, tokenStore } = createTestClient(server);
    const failure = client.auth.login('demo.suspended', DEMO_PASSWORD);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 403,
      message: 'This account is not active yet. Please contact the COAZ secretariat for help.',
    });
    expect(tokenStore.read()).toBeNull();
  });

  it('keeps no tokens when the current user cannot be fetched after login', async () => {
    const { client, tokenStore } = createTestClient(server, {
      fetch: (input, init) =>
        new Request(input, init).url.endsWith('/current')
          ? Promise.reject(new TypeError('fetch failed'))
          : fetch(input, init),
    });
    await expect(client.auth.login('demo.active', DEMO_PASSWORD)).rejects.toBeInstanceOf(
      NetworkError,
    );
    expect(tokenStore.read()).toBeNull();
  });

  it("answers bad credentials with 'Incorrect username or password'", async () => {
    const { client, tokenStore } = createTestClient(server);
    await expect(client.auth.login('demo.active', 'wrong')).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      message: 'Incorrect username or password',
    });
    expect(tokenStore.read()).toBeNull();
  });

  it.each([
    ['', DEMO_PASSWORD, ['username']],
    ['demo.active', '   ', ['password']],
    [' ', '', ['username', 'password']],
  ])('refuses blank fields (%j, %j) before any request', async (username, password, missing) => {
    const { client } = createTestClient(server);
    const failure = client.auth.login(username, password);
    await expect(failure).rejects.toBeInstanceOf(CredentialsRequiredError);
    await expect(failure).rejects.toMatchObject({
      missing,
      message: 'Enter your username and password.',
    });
    expect(server.received).toHaveLength(0);
  });
});

describe('auth.currentUser, logout', () => {
  it("falls back to 'Error getting current user' when the failure has no message", async () => {
    const { client, tokenStore } = createTestClient(server, {
      fetch: async () => new Response('', { status: 500 }),
    });
    tokenStore.write({ accessToken: 'a', refreshToken: 'r' });
    await expect(client.auth.currentUser()).rejects.toMatchObject({
      status: 500,
      message: 'Error getting current user',
    });
  });

  it('logout clears both tokens', async () => {
    const { client, tokenStore } = createTestClient(server);
    await client.auth.login('demo.active', DEMO_PASSWORD);
    await client.auth.logout();
    expect(tokenStore.read()).toBeNull();
    expect(client.auth.hasSession()).toBe(false);
  });

  it('logout revokes the refresh token on the server, so a copy of it no longer works', async () => {
    const { client, tokenStore } = createTestClient(server);
    await client.auth.login('demo.active', DEMO_PASSWORD);
    const copied = tokenStore.read();
    await client.auth.logout();
    const replay = await fetch(`${server.memberBaseUrl}token/refresh`, {
      headers: { authorization: `Bearer ${copied?.refreshToken}` },
    });
    expect(replay.status).toBe(401);
  });

  it('logout still ends the local session when the server cannot be reached', async () => {
    const { client, tokenStore } = createTestClient(server, {
      fetch: async () => {
        throw new TypeError('network down');
      },
    });
    tokenStore.write({ accessToken: 'a', refreshToken: 'r' });
    await client.auth.logout();
    expect(tokenStore.read()).toBeNull();
  });
});
