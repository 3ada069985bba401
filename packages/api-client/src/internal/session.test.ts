import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors/api-error';
import { NetworkError } from '../errors/network-error';
import { createTestClient } from '../test-support/test-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/**
 * A client already logged in as the editor, with the server's tokens then expired. These tests
 * are about how refreshes are shared, not time limits: the client keeps its default request limit,
 * since fifty concurrent requests on a busy machine can outlast the test client's 1 s one, and a
 * late one would then be counted by the next test.
 */
function expiredEditorSession(onSessionExpired = vi.fn()) {
  const { client, tokenStore } = createTestClient(server, {
    onSessionExpired,
    timeouts: { request: 20_000 },
  });
  tokenStore.write(server.issueTokens('demo.editor'));
  server.expireAccessTokens();
  return { client, tokenStore, onSessionExpired };
}

describe('token refresh on 401 token_expired or token_invalid', () => {
  it('refreshes exactly once for 50 concurrent requests that all get 401, and all succeed', async () => {
    const { client, tokenStore } = expiredEditorSession();
    server.modes.refreshDelayMs = 50;

    const answers = await Promise.all(Array.from({ length: 50 }, () => client.auth.currentUser()));

    expect(answers.every((user) => user.username === 'demo.editor')).toBe(true);
    expect(server.refreshCalls()).toBe(1);
    expect(server.count('GET', '/coaz/api/current')).toBe(100);
    const fresh = tokenStore.read()?.accessToken;
    const retries = server.received.filter(
      (request) =>
        request.path === '/coaz/api/current' && request.authorization === `Bearer ${fresh}`,
    );
    expect(retries).toHaveLength(50);
  });

  it('retries each request once only, even when the fresh token is refused too', async () => {
    const { client, onSessionExpired } = expiredEditorSession();
    server.modes.refuseAllAccessTokens = true;

    const failures = await Promise.allSettled(
      Array.from({ length: 5 }, () => client.auth.currentUser()),
    );

    expect(failures.map((result) => result.status)).toEqual(Array(5).fill('rejected'));
    const [first] = failures as PromiseRejectedResult[];
    expect(first?.reason).toBeInstanceOf(ApiError);
    expect(first?.reason).toMatchObject({
      status: 401,
      message: 'Access token expired or invalid',
    });
    expect(server.count('GET', '/coaz/api/current')).toBe(10);
    expect(server.refreshCalls()).toBe(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('clears both tokens and calls onSessionExpired once when the refresh is refused', async () => {
    const { client, tokenStore, onSessionExpired } = expiredEditorSession();
    server.modes.refresh = 'refuse';
    server.modes.refreshDelayMs = 30;

    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => client.auth.currentUser()),
    );

    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        status: 401,
        message: 'Your session has expired. Please log in again.',
      });
    }
    expect(tokenStore.read()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(server.refreshCalls()).toBe(1);
    expect(server.count('GET', '/coaz/api/current')).toBe(10);
  });

  it('keeps the session when the token service fails, so a later call can still refresh', async () => {
    const { client, tokenStore, onSessionExpired } = expiredEditorSession();
    server.modes.refresh = 'fail';

    await expect(client.auth.currentUser()).rejects.toMatchObject({
      status: 500,
      message: 'Token service is down',
    });
    expect(tokenStore.read()).not.toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();

    server.modes.refresh = 'rotate';
    await expect(client.auth.currentUser()).resolves.toMatchObject({ username: 'demo.editor' });
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    const onSessionExpired = vi.fn();
    const { client, tokenStore } = createTestClient(server, {
      onSessionExpired,
      fetch: (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        return url.includes('token/refresh')
          ? Promise.reject(new TypeError('fetch failed'))
          : fetch(input, init);
      },
    });
    tokenStore.write(server.issueTokens('demo.active'));
    server.expireAccessTokens();

    await expect(client.auth.currentUser()).rejects.toBeInstanceOf(NetworkError);
    expect(tokenStore.read()).not.toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('stores a rotated refresh token', async () => {
    const { client, tokenStore } = expiredEditorSession();
    server.modes.rotateRefreshToken = true;
    const before = tokenStore.read()?.refreshToken;

    await client.auth.currentUser();
    server.expireAccessTokens();
    await client.auth.currentUser();

    expect(tokenStore.read()?.refreshToken).not.toBe(before);
    expect(server.refreshCalls()).toBe(2);
  });

  it('keeps no tokens from a refresh that answers after a logout', async () => {
    const { client, tokenStore, onSessionExpired } = expiredEditorSession();
    server.modes.rotateRefreshToken = true;
    server.modes.refreshDelayMs = 200;

    const request = client.auth.currentUser();
    await vi.waitFor(() => expect(server.refreshCalls()).toBe(1));
    await client.auth.logout();

    await expect(request).rejects.toMatchObject({ status: 401 });
    expect(tokenStore.read()).toBeNull();
    expect(client.auth.hasSession()).toBe(false);
    // The member chose to leave: no "session ended" on top of it.
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not try to refresh when nobody is logged in', async () => {
    const onSessionExpired = vi.fn();
    const { client } = createTestClient(server, { onSessionExpired });

    await expect(client.contents.create({ title: 'Notice', body: 'Text' })).rejects.toMatchObject({
      status: 401,
    });
    expect(server.refreshCalls()).toBe(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('refreshes on demand through auth.refresh, sharing the call', async () => {
    const { client, tokenStore } = createTestClient(server);
    tokenStore.write(server.issueTokens('demo.active'));
    const before = tokenStore.read()?.accessToken;

    await Promise.all([client.auth.refresh(), client.auth.refresh()]);

    expect(server.refreshCalls()).toBe(1);
    expect(tokenStore.read()?.accessToken).not.toBe(before);
  });

  it('lets one waiting request be aborted without stopping the shared refresh', async () => {
    const { client } = expiredEditorSession();
    server.modes.refreshDelayMs = 100;
    const controller = new AbortController();

    const abandoned = client.auth.currentUser({ signal: controller.signal });
    const kept = client.auth.currentUser();
    await vi.waitUntil(() => server.refreshCalls() === 1);
    controller.abort();

    await expect(abandoned).rejects.toMatchObject({ name: 'AbortError' });
    await expect(kept).resolves.toMatchObject({ username: 'demo.editor' });
    expect(server.refreshCalls()).toBe(1);
  });
});
