import { eq } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { users } from '../db/schema';
import { LOCKED_PASSWORD_HASH } from '../seed/lock-demo-accounts';

/**
 * Sends a member a message through the configured provider. A gateway failure is logged, never
 * thrown: the decision or reminder it reports has already been recorded and shows on the dashboard.
 * Called after the transaction that made the change commits, so a change rolled back tells no one.
 * A demo account production locked (`lockDemoAccounts`) is told nothing: it is no member's, and any
 * number or address it still held would be whoever typed it into the public demo.
 */
export async function notifyMember(
  services: Pick<AppServices, 'db' | 'messages' | 'log'>,
  userId: number,
  body: string,
): Promise<boolean> {
  const [member] = await services.db
    .select({
      phoneNumber: users.phoneNumber,
      email: users.email,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!member || member.passwordHash === LOCKED_PASSWORD_HASH) return false;
  if (!member.phoneNumber && !member.email) return false;
  try {
    await services.messages.send({ phoneNumber: member.phoneNumber, email: member.email, body });
    return true;
  } catch (error) {
    services.log(`message to member ${userId} failed: ${(error as Error).message}`);
    return false;
  }
}
