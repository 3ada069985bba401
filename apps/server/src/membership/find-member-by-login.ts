import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { users } from '../db/schema';
import { normaliseUsername } from '../member/member-view';
import { numberWithCountryCode } from './member-phone-number';
import { holdsItsNumbers } from './phone-number-owner';

/**
 * The stored form of the number a login names, or undefined when it reads as no number (then it
 * is only a user name): a Zambian mobile number in any form people write it (`0971234567`,
 * `971234567`, `+260 97 123 4567`), or a number abroad with its country code (`+44 7700 900123`,
 * `0044-7700-900123`), as members abroad gave it at /join. The one reading of a typed login: the
 * account it names, and the bucket a login that names none is counted in, both come from it.
 */
export function loginAsNumber(login: string): string | undefined {
  return numberWithCountryCode(login);
}

/**
 * The member a person named by user name or by mobile number (login and password recovery), or
 * undefined, also when the number is on more than one account, or is one account's
 * user name and another's number: a login names an account only when all it could name is that
 * one account.
 *
 * An application the secretariat has not approved holds no number against a member (see
 * `holdsItsNumbers`): applications share a number when a stranger typed someone else's, and
 * approval refuses a number a member has. So a number that one member has names that member,
 * whatever applications also give it; with no member, it names the one account that has it, and
 * none when several applications give it (their applicants log in by user name until the
 * secretariat decides), unless the login is also the user name of one of those applications.
 * A member's number names the member even when it is also an application's user name.
 */
export async function findMemberByLogin(db: AppDatabase, login: string) {
  const [byName] = await db
    .select()
    .from(users)
    .where(eq(users.username, normaliseUsername(login)));
  const phone = loginAsNumber(login);
  if (!phone) return byName;
  const readHolders = (onlyMembers: boolean) =>
    db
      .select()
      .from(users)
      .where(
        onlyMembers
          ? and(eq(users.phoneNumber, phone), holdsItsNumbers)
          : eq(users.phoneNumber, phone),
      )
      .limit(2);
  const members = await readHolders(true);
  const holders = members.length > 0 ? members : await readHolders(false);
  // Applications alone share the number, and the login is the user name of one of them (its
  // own number, which `ApplicationFields` lets an applicant take as a name): it names that one,
  // since its name is its holder's only other way in, and a reset's code goes to the same phone
  // whichever of them the login names.
  if (members.length === 0 && byName && byName.phoneNumber === phone) {
    return byName;
  }
  // A number on two members (written before numbers were checked) names neither: picking one
  // would send the other's reset to the wrong person, or reset the wrong account. The same holds
  // when the login is also a user name: besides the name's holder, another member has the number.
  if (holders.length > 1) return undefined;
  const [owner] = holders;
  // The number is one member's, and the login is also the user name of an account that holds no
  // number (an application, named with a number no member had when it was sent, or before its
  // holder moved away from it): the number names the member. Naming neither let anyone keep a
  // member from logging in or recovering by their own number, by applying under it first.
  if (byName && owner && members.length === 1 && byName.status === 'INCOMPLETE_REGISTRATION') {
    return owner;
  }
  // A user name that is another account's number (`0971234567`) names neither either: the name
  // alone took the number's owner's reset codes to the name's holder's phone.
  if (byName && owner && owner.id !== byName.id) return undefined;
  return byName ?? owner;
}

/** A member {@link findMemberByLogin} found. */
export type MemberByLogin = NonNullable<Awaited<ReturnType<typeof findMemberByLogin>>>;
