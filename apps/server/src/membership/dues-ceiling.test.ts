import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { MAX_DUES_KWACHA } from './dues-routes';

// A typing slip (`350,50` read as thousands) saved K35,050 a year for Full Membership, billed at
// every approval and renewal from then on. The server refuses an amount above a sane ceiling
// (server README, "Dues have a ceiling").

let database: TestDatabase;
let app: TestApp;
let adminToken = '';
const api = '/coaz/api';

const setDues = (amount: unknown) =>
  app.send(`${api}/admin/dues/full_membership`, {
    method: 'PUT',
    token: adminToken,
    json: { amount },
  });

const fullMembership = async () =>
  ((await app.send(`${api}/dues`)).body.items as { membershipType: string; amount: number }[]).find(
    (item) => item.membershipType === 'full_membership',
  )?.amount;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  adminToken = (
    await app.send(`${api}/login`, {
      method: 'POST',
      json: { username: 'demo.admin', password: 'Demo-2026!' },
    })
  ).body.access_token;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the dues ceiling', () => {
  it('refuses K35,050 (the slip of 350,50), naming the field and the ceiling, and keeps K300', async () => {
    expect(MAX_DUES_KWACHA).toBe(5_000);
    const slip = await setDues(35_050);
    expect(slip.status).toBe(400);
    expect(slip.body).toEqual({
      error: 'validation_failed',
      message: 'amount: The subscription can be at most K5,000 a year',
    });
    expect((await setDues(5_000.01)).status).toBe(400);
    expect(await fullMembership()).toBe(300);
    // Nothing changed, so nothing is audited.
    const audit = await app.send('/api/audit-log?collection=dues', { token: adminToken });
    expect(audit.body.items).toEqual([]);
  });

  it('takes the ceiling itself, and a comma never reaches it as text', async () => {
    expect((await setDues(5_000)).status).toBe(200);
    expect(await fullMembership()).toBe(5_000);
    const typed = await setDues('350,50');
    expect(typed.status).toBe(400);
    expect(typed.body.message).toBe('amount: Enter the amount in Kwacha as a number');
    expect(await fullMembership()).toBe(5_000);
  });
});
