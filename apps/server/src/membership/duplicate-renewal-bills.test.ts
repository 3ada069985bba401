import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

// Migration 0010 on bills the dues job made twice before e71f149. It runs again here, on rows
// written after the database was migrated, as it would on a database that already held them.
const CLEANUP = new URL('../../migrations/0010_duplicate_renewal_bills.sql', import.meta.url);

let database: TestDatabase;
let app: TestApp;
let criteriaId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  // Starting the app migrates a PostgreSQL test database and seeds the fee criteria.
  app = await startTestApp(database);
  const [row] = (await database.execute('SELECT id FROM membership_fee_criteria LIMIT 1')) as {
    id: number;
  }[];
  criteriaId = row?.id ?? 0;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const RUN = "now() - interval '20 days'";
const RENEWAL = 'Full Membership: annual subscription from 1 December 2026';

/** A member with `status`, valid until `validUntil` (SQL), and their id. */
async function member(username: string, status: string, validUntil: string): Promise<number> {
  const [row] = (await database.execute(
    `INSERT INTO users (username, password_hash, status, role, valid_until)
     VALUES ($1, 'x', $2, 'member', ${validUntil}) RETURNING id`,
    [username, status],
  )) as { id: number }[];
  return row?.id ?? 0;
}

/** A bill of `userId` made at `createdAt` (SQL), paid or not, and its id. */
async function bill(
  userId: number,
  createdAt: string,
  { paid = false, description = RENEWAL } = {},
): Promise<number> {
  const [row] = (await database.execute(
    `INSERT INTO receivables (user_id, criteria_id, amount_ngwee, description, created_at, paid_at)
     VALUES ($1, $2, 30000, $3, ${createdAt}, ${paid ? 'now()' : 'NULL'}) RETURNING id`,
    [userId, criteriaId, description],
  )) as { id: number }[];
  return row?.id ?? 0;
}

async function payment(receivableId: number, userId: number, status: string, reason?: string) {
  await database.execute(
    `INSERT INTO payments (id, receivable_id, user_id, network, phone_number, amount_ngwee,
       provider, provider_reference, status, failure_reason)
     VALUES (gen_random_uuid(), $1, $2, 'MTN', '0971234567', 30000, 'sandbox', 'ref', $3, $4)`,
    [receivableId, userId, status, reason ?? null],
  );
}

async function billsOf(userId: number): Promise<number[]> {
  const rows = (await database.execute(
    'SELECT id FROM receivables WHERE user_id = $1 ORDER BY id',
    [userId],
  )) as { id: number }[];
  return rows.map((row) => row.id);
}

async function statusOf(userId: number): Promise<string | undefined> {
  const [row] = (await database.execute('SELECT status FROM users WHERE id = $1', [userId])) as {
    status: string;
  }[];
  return row?.status;
}

describe('migration 0010: renewal bills the dues job made twice', () => {
  it('keeps one of each member’s twins, paid or paid into first, and frees who paid one', async () => {
    const NEXT_YEAR = "(now() + interval '11 months')::date";
    const LAPSED = "(now() - interval '40 days')::date";
    // Two unpaid twins: the older stays, the member still owes it.
    const owing = await member('twins.owing', 'PENDING_PAYMENT', LAPSED);
    const [owingKept = 0] = [await bill(owing, RUN), await bill(owing, RUN)];
    // Paid one twin: the other goes, and the member is ACTIVE, as the payment would have made them.
    const paid = await member('twins.paid', 'PENDING_PAYMENT', NEXT_YEAR);
    const unpaidTwin = await bill(paid, RUN);
    const paidTwin = await bill(paid, `${RUN} + interval '3 seconds'`, { paid: true });
    // A prompt waiting on the phone for one twin: that one stays, the other goes.
    const waiting = await member('twins.waiting', 'PENDING_PAYMENT', LAPSED);
    const quiet = await bill(waiting, RUN);
    const prompted = await bill(waiting, RUN);
    await payment(prompted, waiting, 'PENDING');
    // A payment on each twin (one we stopped waiting for may still be confirmed): both stay.
    const tried = await member('twins.tried', 'PENDING_PAYMENT', LAPSED);
    const triedBills = [await bill(tried, RUN), await bill(tried, RUN)];
    await payment(triedBills[0] ?? 0, tried, 'FAILED', 'LOCAL_TIMEOUT');
    await payment(triedBills[1] ?? 0, tried, 'FAILED', 'DECLINED');
    // Last year's bill, paid, and this year's, unpaid, are no twins.
    const renewing = await member('renewing', 'ACTIVE', "(now() + interval '10 days')::date");
    const lastYear = await bill(renewing, "now() - interval '1 year'", { paid: true });
    const thisYear = await bill(renewing, RUN);
    // A twin paid after the year it bought had run out: the twin goes, the lapse stands.
    const late = await member('twins.late', 'PENDING_PAYMENT', "(now() - interval '2 days')::date");
    const lateUnpaid = await bill(late, RUN);
    await bill(late, RUN, { paid: true });

    await database.execute(await readFile(CLEANUP, 'utf8'));

    expect(await billsOf(owing)).toEqual([owingKept]);
    expect(await statusOf(owing)).toBe('PENDING_PAYMENT');
    expect(await billsOf(paid)).toEqual([paidTwin]);
    expect(unpaidTwin).toBeLessThan(paidTwin);
    expect(await statusOf(paid)).toBe('ACTIVE');
    expect(await billsOf(waiting)).toEqual([prompted]);
    expect(quiet).toBeLessThan(prompted);
    expect(await statusOf(waiting)).toBe('PENDING_PAYMENT');
    expect(await billsOf(tried)).toEqual(triedBills);
    expect(await billsOf(renewing)).toEqual([lastYear, thisYear]);
    expect(await statusOf(renewing)).toBe('ACTIVE');
    expect((await billsOf(late)).includes(lateUnpaid)).toBe(false);
    expect(await statusOf(late)).toBe('PENDING_PAYMENT');
  });

  it('leaves an approval’s first fee alone, whatever bill came near it', async () => {
    const approved = await member('approved.twice', 'PENDING_PAYMENT', 'NULL');
    const first = 'Full Membership: first annual subscription';
    const bills = [
      await bill(approved, RUN, { description: first }),
      await bill(approved, RUN, { description: first }),
    ];
    await database.execute(await readFile(CLEANUP, 'utf8'));
    expect(await billsOf(approved)).toEqual(bills);
  });
});
