import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AIRTEL_CREDENTIALS,
  type AirtelMoneyServer,
  startAirtelMoneyServer,
} from '../../test-support/airtel-money-server';
import { addMemberWithFee } from '../../test-support/member-with-fee';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../../test-support/test-server';

let database: TestDatabase;
let airtel: AirtelMoneyServer;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  airtel = await startAirtelMoneyServer();
  server = await startTestServer(database, {
    paymentProvider: {
      kind: 'airtel-money',
      baseUrl: airtel.url,
      ...AIRTEL_CREDENTIALS,
      country: 'ZM',
      currency: 'ZMW',
      timeoutMs: 2_000,
    },
  });
});

afterAll(async () => {
  await server?.close();
  await airtel?.close();
  await database?.drop();
});

async function startPayment(username: string, phoneNumber: string) {
  const { receivableId } = await addMemberWithFee(database, username);
  const { body } = await login(server, username);
  const started = await call(`${server.memberApi}/payments`, {
    method: 'POST',
    token: body.access_token,
    json: { receivableId, network: 'AIRTEL', phoneNumber },
  });
  const status = () =>
    call(`${server.memberApi}/payments/${started.body.paymentId}`, { token: body.access_token });
  return { started, status };
}

describe('Airtel Money collections', () => {
  it('sends the push as Airtel documents it, and confirms the member when paid', async () => {
    const { started, status } = await startPayment('airtel.success', '0971230001');
    expect(started.status).toBe(202);
    expect(airtel.payments.get(started.body.paymentId)?.body).toMatchObject({
      subscriber: { country: 'ZM', currency: 'ZMW', msisdn: '971230001' },
      transaction: { amount: 300, country: 'ZM', currency: 'ZMW', id: started.body.paymentId },
    });
    expect((await status()).body.status).toBe('CONFIRMED');
    expect((await login(server, 'airtel.success')).body.status).toBe('SUCCESSFUL');
  });

  it('waits while Airtel says in progress, and records a failure', async () => {
    airtel.decide('971230002', 'TIP');
    const { started, status } = await startPayment('airtel.failure', '0971230002');
    expect((await status()).body.status).toBe('PENDING');
    airtel.settle(started.body.paymentId, 'TF');
    expect((await status()).body.status).toBe('FAILED');
    expect((await login(server, 'airtel.failure')).body.status).toBe('PENDING_PAYMENT');
  });
});
