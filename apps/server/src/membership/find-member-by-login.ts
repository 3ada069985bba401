import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { users } from '../db/schema';
import { normaliseUsername } from '../member/member-view';
import { anyZambianMobileNumber } from '../payments/zambian-mobile-number';

/** The member a person named by user name or by Zambian mobile number, or undefined. */
export async function findMemberByLogin(db: AppDatabase, login: string) {
  const [byName] = await db
    .select()
    .from(users)
    .where(eq(users.username, normaliseUsername(login)));
  if (byName) return byName;
  const phone = anyZambianMobileNumber(login);
  if (!phone) return undefined;
  const [byPhone] = await db.select().from(users).where(eq(users.phoneNumber, phone)).limit(1);
  return byPhone;
}
