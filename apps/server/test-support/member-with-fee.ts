import type { TestDatabase } from './test-database';

/**
 * Adds a member who owes the annual fee (status PENDING_PAYMENT, password `Demo-2026!` like the
 * demo accounts) and answers their user name and the fee's id.
 */
export async function addMemberWithFee(
  database: TestDatabase,
  username: string,
): Promise<{ username: string; receivableId: number }> {
  const [user] = (await database.execute(
    `INSERT INTO users (username, password_hash, status, role, first_name, last_name)
     SELECT $1, password_hash, 'PENDING_PAYMENT', 'member', 'Test', 'Member'
     FROM users WHERE username = 'demo.payment'
     RETURNING id`,
    [username],
  )) as { id: number }[];
  const [fee] = (await database.execute(
    `INSERT INTO receivables (user_id, criteria_id, amount_ngwee, description)
     VALUES ($1, 1, 30000, 'Annual subscription') RETURNING id`,
    [user?.id],
  )) as { id: number }[];
  if (!user || !fee) throw new Error('could not add the member');
  return { username, receivableId: fee.id };
}
