import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';

type Executor = Pick<AppDatabase, 'execute'>;

/** The shape of a membership number: `COAZ-` and six digits. */
export const MEMBERSHIP_NUMBER_PATTERN = /^COAZ-\d{6}$/;

/** The next membership number, from a database sequence so every instance agrees. */
export async function nextMembershipNumber(db: Executor): Promise<string> {
  const result = await db.execute<{ n: string | number }>(
    sql`SELECT nextval('membership_number_seq') AS n`,
  );
  const rows = (result as unknown as { rows: { n: string | number }[] }).rows;
  return `COAZ-${String(rows[0]?.n ?? '').padStart(6, '0')}`;
}

/**
 * The next receipt number of `year` (the Lusaka year of the receipt's date), such as
 * `R2026-000042`: each year's series starts at 000001 (migration 0023; receipts issued before it
 * keep their numbers, and their year continues after its highest). Drawn from the year's row of
 * `receipt_number_years`, raised by one and read back in one statement, which also makes the row on
 * a year's first receipt: a second payment of the year waits on that row until the first one's
 * transaction ends, so concurrent payments get distinct, consecutive numbers on every instance.
 *
 * Call it in the transaction that stores the receipt: a transaction rolled back (a refused payment,
 * a failed insert, a crash) gives its number back with it, unlike a sequence. What can still leave
 * a gap: a receipt the caller then does not store while committing (`recordConfirmedPayment`
 * inserts with ON CONFLICT DO NOTHING, so a second receipt for a payment that already has one
 * would use up a number), and rows removed by hand. The cost is that one year's receipts are issued
 * one transaction at a time.
 */
export async function nextReceiptNumber(db: Executor, year: string): Promise<string> {
  const result = await db.execute<{ n: string | number }>(
    sql`INSERT INTO receipt_number_years AS counter (year, last_number) VALUES (${Number(year)}, 1)
        ON CONFLICT (year) DO UPDATE SET last_number = counter.last_number + 1
        RETURNING counter.last_number AS n`,
  );
  const rows = (result as unknown as { rows: { n: string | number }[] }).rows;
  const n = rows[0]?.n;
  if (n === undefined) throw new Error(`no receipt number was drawn for ${year}`);
  return `R${year}-${String(n).padStart(6, '0')}`;
}
