import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { users } from '../db/schema';

/**
 * The personal names earlier versions gave the demo accounts. They were invented, and a demo
 * database keeps what it was first seeded with, so a demo started before the change would go on
 * showing them; they are listed only so that {@link renameRetiredDemoNames} can take them away.
 */
export const RETIRED_DEMO_NAMES: Readonly<Record<string, { firstName: string; lastName: string }>> =
  {
    'demo.active': { firstName: 'Mwila', lastName: 'Banda' },
    'demo.editor': { firstName: 'Chipo', lastName: 'Mulenga' },
    'demo.payment': { firstName: 'Bwalya', lastName: 'Phiri' },
    'demo.otp': { firstName: 'Natasha', lastName: 'Zulu' },
  };

/**
 * Gives each of `accounts` (the demo accounts) that still bears its retired invented name the name
 * it is seeded with now. A name someone typed in the demo since (the "Change my details" journey) is left as it is.
 * Idempotent.
 */
export async function renameRetiredDemoNames(
  db: AppDatabase,
  accounts: readonly { username: string; firstName: string | null; lastName: string | null }[],
): Promise<void> {
  for (const account of accounts) {
    const retired = RETIRED_DEMO_NAMES[account.username];
    if (!retired) continue;
    await db
      .update(users)
      .set({ firstName: account.firstName, lastName: account.lastName, updatedAt: new Date() })
      .where(
        and(
          eq(users.username, account.username),
          eq(users.firstName, retired.firstName),
          eq(users.lastName, retired.lastName),
        ),
      );
  }
}
