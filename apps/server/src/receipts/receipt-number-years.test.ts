import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import type { AdjustableClock } from '../clock/clock';
import { nextReceiptNumber } from '../membership/membership-number';

// Receipt numbers restart at 000001 each Lusaka year (migration 0023): one sequence numbered them
// all, so the first receipt of 2028 was R2028-000003.

let database: TestDatabase;
let app: TestApp;
let adminToken = '';
const api = '/coaz/api';

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

/** A member with a K300 fee for the secretariat to record a payment for. */
async function billedMember(username: string): Promise<number> {
  const [fee] = (await database.execute(
    `WITH member AS (
       INSERT INTO users (username, password_hash, status, role, first_name, last_name)
       SELECT $1, password_hash, 'PENDING_PAYMENT', 'member', 'Sample', $1
       FROM users WHERE username = 'demo.payment' RETURNING id)
     INSERT INTO receivables (user_id, criteria_id, amount_ngwee, description)
     SELECT id, 1, 30000, 'Annual subscription' FROM member RETURNING id`,
    [username],
  )) as { id: number }[];
  if (!fee) throw new Error('could not bill the member');
  return fee.id;
}

/** Records a bank transfer for the fee at `now`, received that day in Lusaka; its receipt number. */
async function recordAt(now: string, receivedOn: string, feeId: number): Promise<string> {
  (app.services.clock as AdjustableClock).setNow(new Date(now));
  try {
    const recorded = await app.send(`${api}/admin/receivables/${feeId}/payments`, {
      method: 'POST',
      token: adminToken,
      json: { method: 'BANK_TRANSFER', amount: 300, receivedOn, reference: `FT${feeId}` },
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    return recorded.body.receiptNumber;
  } finally {
    (app.services.clock as AdjustableClock).reset();
  }
}

describe('receipt numbers, a series per Lusaka year', () => {
  it('starts the year at 000001 at midnight in Lusaka, not in UTC, and continues it after', async () => {
    // 21:30 UTC on 31 December is 23:30 in Lusaka: the year 2040's.
    const lastOf2040 = await recordAt(
      '2040-12-31T21:30:00Z',
      '2040-12-31',
      await billedMember('r.last'),
    );
    expect(lastOf2040).toMatch(/^R2040-\d{6}$/);
    // 22:30 UTC on 31 December is 00:30 on 1 January 2041 in Lusaka: the new year's first.
    expect(
      await recordAt('2040-12-31T22:30:00Z', '2040-12-31', await billedMember('r.first')),
    ).toBe('R2041-000001');
    expect(
      await recordAt('2041-01-03T08:00:00Z', '2041-01-02', await billedMember('r.second')),
    ).toBe('R2041-000002');
    // 2040's series went on where it was, untouched by the new year's.
    expect(await nextReceiptNumber(app.services.db, '2040')).toBe(
      `R2040-${String(Number(lastOf2040.slice(6)) + 1).padStart(6, '0')}`,
    );
  });

  it('gives payments at the same time distinct, consecutive numbers', async () => {
    const drawn = await Promise.all(
      Array.from({ length: 12 }, () =>
        app.services.db.transaction(async (tx) => nextReceiptNumber(tx, '2045')),
      ),
    );
    expect([...drawn].sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `R2045-${String(i + 1).padStart(6, '0')}`),
    );
  });

  it('takes back the number of a transaction rolled back, leaving no gap', async () => {
    expect(await nextReceiptNumber(app.services.db, '2046')).toBe('R2046-000001');
    await expect(
      app.services.db.transaction(async (tx) => {
        expect(await nextReceiptNumber(tx, '2046')).toBe('R2046-000002');
        throw new Error('the receipt was not stored');
      }),
    ).rejects.toThrow('the receipt was not stored');
    expect(await nextReceiptNumber(app.services.db, '2046')).toBe('R2046-000002');
  });

  it('continues a year after the receipts issued before the numbers restarted', async () => {
    // A receipt the one sequence numbered, before migration 0023.
    const feeId = await billedMember('r.legacy');
    await database.execute(
      `WITH fee AS (SELECT id, user_id FROM receivables WHERE id = $1),
       payment AS (
         INSERT INTO payments (id, receivable_id, user_id, network, phone_number, amount_ngwee,
           provider, provider_reference, status, created_at, confirmed_at, method)
         SELECT gen_random_uuid(), id, user_id, 'AIRTEL', '260971234567', 30000, 'sandbox',
           'MPLEGACY', 'CONFIRMED', now(), now(), 'MOBILE_MONEY' FROM fee
         RETURNING id, user_id)
       INSERT INTO receipts (receipt_number, payment_id, user_id, amount_ngwee, description, network)
       SELECT 'R2050-000037', id, user_id, 30000, 'Annual subscription', 'AIRTEL' FROM payment`,
      [feeId],
    );
    await database.execute('DELETE FROM receipt_number_years');
    const migration = await readFile(
      join(import.meta.dirname, '../../migrations/0023_receipt_numbers_per_year.sql'),
      'utf8',
    );
    await database.execute(migration.slice(migration.indexOf('INSERT INTO receipt_number_years')));
    // Kept, and not issued twice: the year goes on after it; a year without receipts starts anew.
    expect(await nextReceiptNumber(app.services.db, '2050')).toBe('R2050-000038');
    expect(await nextReceiptNumber(app.services.db, '2051')).toBe('R2051-000001');
  });
});
