import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

let database: TestDatabase;
let app: TestApp;
const api = '/coaz/api';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, { paymentSandboxDelayMs: 0 });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('POST payments with a number of another network', () => {
  it('refuses it with a 422 naming the network, and sends no prompt', async () => {
    // The page now starts on the network of the member's own number; whatever the page sends, the
    // server is what keeps a prompt from going to a wallet the chosen network does not hold.
    const pending = await app.send(`${api}/login`, {
      method: 'POST',
      json: { username: 'demo.payment', password: 'Demo-2026!' },
    });
    const receivableId = pending.body.tariff.receivableId;
    // A number of another network says which and the wallet to choose; one of no network here
    // (091, say) is only no number of the network chosen.
    for (const [network, phoneNumber, message] of [
      ['MTN', '0971234567', 'That is an Airtel number: choose Airtel Money'],
      ['AIRTEL', '0951000004', 'That is a Zamtel number: choose Zamtel Kwacha'],
      ['ZAMTEL', '0961000003', 'That is an MTN number: choose MTN MoMo'],
      ['MTN', '0911234567', 'That is not an MTN MoMo number'],
    ] as const) {
      const refused = await app.send(`${api}/payments`, {
        method: 'POST',
        token: pending.body.access_token,
        json: { receivableId, network, phoneNumber },
      });
      expect(refused.status, `${network} ${phoneNumber}`).toBe(422);
      expect(refused.body).toMatchObject({
        error: 'invalid_phone_number',
        message,
      });
    }
    const [{ count }] = (await database.execute(
      'SELECT count(*)::int AS count FROM payments WHERE receivable_id = $1',
      [receivableId],
    )) as [{ count: number }];
    expect(count).toBe(0);
  });
});
