import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { users } from '../db/schema';
import { normaliseUsername } from '../member/member-view';
import { anyZambianMobileNumber } from '../payments/zambian-mobile-number';

/**
 * The member a person named by user name or by Zambian mobile number, or undefined, also when
 * the number is on more than one account.
 */
export async function findMemberByLogin(db: AppDatabase, login: string) {
  const [byName] = await db
    .select()
    .from(users)
    .where(eq(users.username, normaliseUsername(login)));
  if (byName) return byName;
  const phone = anyZambianMobileNumber(login);
  if (!phone) return undefined;
  // A number on two accounts (written before numbers were unique) names neither: picking one
  // would send the other's reset to the wrong person, or reset the wrong account.
  const byPhone = await db.select().from(users).where(eq(users.phoneNumber, phone)).limit(2);
  return byPhone.length === 1 ? byPhone[0] : undefined;
}
