import { and, eq, or, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { normaliseUsername } from '../member/member-view';
import { numberWithCountryCode } from '../membership/member-phone-number';
import { holdsItsNumbers } from '../membership/phone-number-owner';

/**
 * A membership number as people write it, `COAZ-000123`, or as typed from a card or a letter
 * (`coaz 123`, `COAZ-123`): the prefix is required, since bare digits could be anything.
 */
function membershipNumberOf(typed: string): string | undefined {
  const digits = /^COAZ[\s-]*(\d{1,6})$/i.exec(typed.trim())?.[1];
  return digits === undefined ? undefined : `COAZ-${digits.padStart(6, '0')}`;
}

/**
 * The id of the one account an admin names, when choosing editors, by its membership number, its
 * mobile number or its user name. Staff know a colleague by name and number, not by the user
 * name they log in with, which members find only on their own dashboard. A number is read as
 * login reads it (`numberWithCountryCode`): a Zambian one in any form, or one abroad with its
 * country code, its home 0 left out.
 *
 * A mobile number names only an account that holds it ({@link holdsItsNumbers}): an application
 * not yet approved may carry a number a stranger typed. What is typed must name exactly one
 * account; otherwise the answer says so and names nobody, so nothing is told of a member beyond
 * what the admin typed (the editors' list then shows who was made an editor).
 * @throws ApiError 404 `not_found` when no account matches; 409 `several_members` when more than
 * one does (a number on two accounts, or one's user name and another's number).
 */
export async function memberNamedForRole(db: AppDatabase, typed: string): Promise<number> {
  const ways: SQL[] = [eq(users.username, normaliseUsername(typed))];
  const membershipNumber = membershipNumberOf(typed);
  if (membershipNumber) ways.push(eq(users.membershipNumber, membershipNumber));
  const phone = numberWithCountryCode(typed);
  if (phone) ways.push(and(eq(users.phoneNumber, phone), holdsItsNumbers) as SQL);
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(or(...ways))
    .limit(2);
  const [only, another] = found;
  if (!only) {
    throw new ApiError(
      404,
      'not_found',
      'No member has that membership number, mobile number or user name',
    );
  }
  if (another) {
    throw new ApiError(
      409,
      'several_members',
      'That names more than one member (a mobile number given on two accounts, or one member’s user name and another’s number); give their membership number or user name instead',
    );
  }
  return only.id;
}
