import { eq } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { users } from '../db/schema';

/**
 * Sends a member a message through the configured provider. A gateway failure is logged, never
 * thrown: the decision or reminder it reports has already been recorded and shows on the dashboard.
 */
export async function notifyMember(
  services: Pick<AppServices, 'db' | 'messages' | 'log'>,
  userId: number,
  body: string,
): Promise<boolean> {
  const [member] = await services.db
    .select({ phoneNumber: users.phoneNumber, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!member || (!member.phoneNumber && !member.email)) return false;
  try {
    await services.messages.send({ phoneNumber: member.phoneNumber, email: member.email, body });
    return true;
  } catch (error) {
    services.log(`message to member ${userId} failed: ${(error as Error).message}`);
    return false;
  }
}
