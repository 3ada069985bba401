import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, { paymentProvider: { kind: 'none' } });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('PAYMENT_PROVIDER=none', () => {
  it('answers a payment with 503 payments_unavailable and records nothing', async () => {
    const base = `/${app.config.apiPrefix}/api`;
    const { body } = await app.send(`${base}/login`, {
      method: 'POST',
      json: { username: 'demo.payment', password: 'Demo-2026!' },
    });
    const answer = await app.send(`${base}/payments`, {
      method: 'POST',
      token: body.access_token,
      json: { receivableId: body.tariff.receivableId, network: 'MTN', phoneNumber: '0961234567' },
    });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      error: 'payments_unavailable',
      message: expect.any(String),
    });
    // The demo seeds the active members' paid year; nothing was recorded for this member.
    const rows = (await database.execute(
      "SELECT count(*)::int AS n FROM payments WHERE user_id = (SELECT id FROM users WHERE username = 'demo.payment')",
    )) as { n: number }[];
    expect(rows[0]?.n).toBe(0);
    // The fee itself can still be read, so the page can say what is owed.
    const fee = await app.send(`${base}/receivables/${body.tariff.receivableId}`, {
      token: body.access_token,
    });
    expect(fee.status).toBe(200);
  });

  it('still asks for a token to read a payment, but not to announce a result', async () => {
    const base = `/${app.config.apiPrefix}/api`;
    const id = '0b8e6c43-9c1f-4a57-8e0e-2f4b8a5c7d10';
    expect((await app.send(`${base}/payments/${id}`)).status).toBe(401);
    expect((await app.send(`${base}/payments`, { method: 'POST', json: {} })).status).toBe(401);
    const callback = await app.send(`${base}/payments/${id}/callback`, { method: 'PUT', json: {} });
    expect(callback.status).toBe(404);
    expect(callback.body).toMatchObject({ error: 'not_found' });
  });
});
