import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMemberWithFee } from '../../test-support/member-with-fee';
import type { MtnMomoServer } from '../../test-support/mtn-momo-server';
import {
  type MtnMomoTestSetup,
  startMtnMomoTestSetup,
} from '../../test-support/mtn-momo-test-server';
import type { TestDatabase } from '../../test-support/test-database';
import { call, login, type TestServer } from '../../test-support/test-server';

let setup: MtnMomoTestSetup | undefined;
let database: TestDatabase;
let momo: MtnMomoServer;
let server: TestServer;

beforeAll(async () => {
  setup = await startMtnMomoTestSetup({ paymentCallbackLimitPerAddress: 12 });
  ({ database, momo, server } = setup);
});

afterAll(async () => {
  await setup?.close();
});

// The callback address is public: anyone who learns a payment id could make the server ask MTN
// about it without end, and anyone at all could make it look up ids without end.
describe('the public payment callback is rate limited', () => {
  it('asks MTN about one payment at most five times in ten minutes, still answering 200', async () => {
    momo.decide('260961110042', 'PENDING');
    const { receivableId } = await addMemberWithFee(database, 'callback.member');
    const { body } = await login(server, 'callback.member');
    const started = await call(`${server.memberApi}/payments`, {
      method: 'POST',
      token: body.access_token,
      json: { receivableId, network: 'MTN', phoneNumber: '0961110042' },
    });
    expect(started.status).toBe(202);
    const before = momo.statusQueries();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      // MTN's own retries must never be refused: past the allowance they are noted, not asked.
      expect(await momo.sendCallback(started.body.paymentId)).toBe(200);
    }
    expect(momo.statusQueries() - before).toBe(5);
  });

  it('answers 429 with Retry-After to an address past its callbacks a minute', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const send = () =>
      call(`${server.memberApi}/payments/${unknown}/callback`, { method: 'PUT', json: {} });
    // The first test's ten callbacks came from this address too: two more reach the limit.
    expect((await send()).status).toBe(404);
    expect((await send()).status).toBe(404);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: 'rate_limited' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const posted = await call(`${server.memberApi}/payments/${unknown}/callback`, {
      method: 'POST',
      json: {},
    });
    expect(posted.status).toBe(429);
  });
});
