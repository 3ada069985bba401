import { and, eq, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { receivables, users } from '../db/schema';

type Executor = Pick<AppDatabase, 'select' | 'update'>;

/**
 * Inside the transaction that paid one of a member's fees: makes a PENDING_PAYMENT member ACTIVE
 * when no fee of theirs is left unpaid. A mobile-money confirmation and a payment the secretariat
 * records both call this, so a fee paid either way opens the account alike.
 */
export async function activateWhenPaidUp(tx: Executor, userId: number, now: Date): Promise<void> {
  const [stillDue] = await tx
    .select({ id: receivables.id })
    .from(receivables)
    .where(and(eq(receivables.userId, userId), isNull(receivables.paidAt)))
    .limit(1);
  if (stillDue) return;
  await tx
    .update(users)
    .set({ status: 'ACTIVE', updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.status, 'PENDING_PAYMENT')));
}
