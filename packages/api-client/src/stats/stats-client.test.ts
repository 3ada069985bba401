import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error';
import { createTestClient } from '../test-support/test-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('stats', () => {
  it('reads the four plain-text counts', async () => {
    const { client } = createTestClient(server);
    expect(await client.stats.usersCount()).toBe(1250);
    expect(await client.stats.activeUsersCount()).toBe(980);
    expect(await client.stats.districtsCount()).toBe(116);
    expect(await client.stats.partnersCount()).toBe(8);
  });

  it('accepts white space around the digits', async () => {
    server.modes.counts.users = ' 42\n';
    const { client } = createTestClient(server);
    expect(await client.stats.usersCount()).toBe(42);
  });

  it.each(['12abc', '1e3', '-4', '3.5', '', '0x1F', '99999999999999999999'])(
    'refuses %j instead of half-reading it',
    async (body) => {
      server.modes.counts.districts = body;
      const { client } = createTestClient(server);
      const failure = client.stats.districtsCount();
      await expect(failure).rejects.toBeInstanceOf(ApiError);
      await expect(failure).rejects.toMatchObject({
        status: 502,
        message: 'An unexpected error occurred. Please try again.',
      });
    },
  );

  it("passes the server's failure on", async () => {
    server.modes.counts.active = null;
    const { client } = createTestClient(server);
    await expect(client.stats.activeUsersCount()).rejects.toMatchObject({
      status: 500,
      message: 'Count unavailable',
    });
  });
});
