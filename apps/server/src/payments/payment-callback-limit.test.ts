import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMemberWithFee } from '../../test-support/member-with-fee';
import {
  type MtnMomoTestSetup,
  startMtnMomoTestSetup,
} from '../../test-support/mtn-momo-test-server';
import { call, login } from '../../test-support/test-server';

let setup: MtnMomoTestSetup;

beforeAll(async () => {
  setup = await startMtnMomoTestSetup({ paymentCallbackLimitPerAddress: 12 });
});

afterAll(async () => {
  await setup?.close();
});

// The callback address is public: anyone who learns a payment id could make the server ask MTN
// about it without end, and anyone at all could make it look up ids without end.
describe('the public payment callback is rate limited', () => {
  it('asks MTN about one payment at most five times in ten minutes, still answering 200', async () => {
    setup.momo.decide('260961110042', 'PENDING');
    const { receivableId } = await addMemberWithFee(setup.database, 'callback.member');
    const { body } = await login(setup.server, 'callback.member');
    const started = await call(`${setup.server.memberApi}/payments`, {
      method: 'POST',
      token: body.access_token,
      json: { receivableId, network: 'MTN', phoneNumber: '0961110042' },
    });
    expect(started.status).toBe(202);
    const before = setup.momo.statusQueries();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      // MTN's own retries must never be refused: past the allowance they are noted, not asked.
      expect(await setup.momo.sendCallback(started.body.paymentId)).toBe(200);
    }
    expect(setup.momo.statusQueries() - before).toBe(5);
  });

  it('answers 429 with Retry-After to an address past its callbacks a minute', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const send = () =>
      call(`${setup.server.memberApi}/payments/${unknown}/callback`, { method: 'PUT', json: {} });
    // The first test's ten callbacks came from this address too: two more reach the limit.
    expect((await send()).status).toBe(404);
    expect((await send()).status).toBe(404);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: 'rate_limited' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const posted = await call(`${setup.server.memberApi}/payments/${unknown}/callback`, {
      method: 'POST',
      json: {},
    });
    expect(posted.status).toBe(429);
  });
});
