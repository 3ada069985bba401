import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { users } from '../db/schema';
import { normaliseUsername } from '../member/member-view';
import { anyZambianMobileNumber } from '../payments/zambian-mobile-number';

/**
 * The member a person named by user name or by Zambian mobile number (login and password
 * recovery), or undefined, also when the number is on more than one account, or is one account's
 * user name and another's number: a login names an account only when all it could name is that
 * one account.
 */
export async function findMemberByLogin(db: AppDatabase, login: string) {
  const [byName] = await db
    .select()
    .from(users)
    .where(eq(users.username, normaliseUsername(login)));
  const phone = anyZambianMobileNumber(login);
  if (!phone) return byName;
  // A number on two accounts (written before numbers were unique) names neither: picking one
  // would send the other's reset to the wrong person, or reset the wrong account.
  const byPhone = await db.select().from(users).where(eq(users.phoneNumber, phone)).limit(2);
  // The same holds when the login is also a user name: besides the name's holder, another
  // account has the number.
  if (byPhone.length > 1) return undefined;
  const [owner] = byPhone;
  // A user name that is another account's number (`0971234567`) names neither either: the name
  // alone took the number's owner's reset codes to the name's holder's phone.
  if (byName && owner && owner.id !== byName.id) return undefined;
  return byName ?? owner;
}
