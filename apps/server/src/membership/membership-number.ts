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

/** The next receipt number, such as `R2026-000042` (the year is the Lusaka year of issue). */
export async function nextReceiptNumber(db: Executor, year: string): Promise<string> {
  const result = await db.execute<{ n: string | number }>(
    sql`SELECT nextval('receipt_number_seq') AS n`,
  );
  const rows = (result as unknown as { rows: { n: string | number }[] }).rows;
  return `R${year}-${String(rows[0]?.n ?? '').padStart(6, '0')}`;
}
