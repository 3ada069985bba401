import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, startTestServer, type TestServer } from '../../test-support/test-server';

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  // Behind a proxy, so each request names its sender in X-Forwarded-For.
  server = await startTestServer(database, { trustProxy: true });
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

/** A recovery request for an unknown login, as the proxy says `address` sent it. */
const askForCode = (address: string) =>
  call(`${server.memberApi}/password/recovery`, {
    method: 'POST',
    json: { login: 'nobody.here' },
    headers: { 'x-forwarded-for': address },
  });

describe('per-address limits for an IPv6 sender', () => {
  // Before, each of a /64's 2^64 addresses had its own count: a sender that changed the end of
  // its address for every request was never limited.
  it('count every address of one /64 together, and another /64 apart', async () => {
    const limit = server.config.membership.recoveryLimitPerAddress;
    for (let index = 1; index <= limit; index += 1) {
      const answer = await askForCode(`2001:db8:7:1::${index.toString(16)}`);
      expect(answer.status).toBe(202);
    }
    const sameNetwork = await askForCode('2001:db8:7:1:ffff:1:2:3');
    expect(sameNetwork.status).toBe(429);
    expect(sameNetwork.body.error).toBe('rate_limited');
    expect((await askForCode('2001:db8:7:2::1')).status).toBe(202);
  });
});
