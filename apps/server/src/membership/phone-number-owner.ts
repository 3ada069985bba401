import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { users } from '../db/schema';
import { ApiError } from '../http/api-error';

/**
 * The first key of the advisory locks that hold a phone number while a transaction claims it;
 * the two-key form keeps these apart from the migration lock's single key.
 */
const PHONE_LOCK_NAMESPACE = 7_260_412;

type Executor = Pick<AppDatabase, 'select' | 'execute'>;

/**
 * The accounts that hold their mobile and NRC numbers against everyone else: every account but
 * one still `INCOMPLETE_REGISTRATION`, which is an online application the secretariat has not
 * approved (or has refused), or an account that never finished registering. Nothing checks a
 * number when it is typed into an application, so an application holding it would let a
 * stranger who typed someone else's number keep its owner from joining; applications therefore
 * hold nothing until approval, which refuses a number a member holds (and the review shows the
 * applications that share one, for the documents to decide).
 */
export const holdsItsNumbers = ne(users.status, 'INCOMPLETE_REGISTRATION');

/**
 * Makes sure no member (an account that {@link holdsItsNumbers}) other than `userId` has
 * `phoneNumber` (international form, `2609XXXXXXXX`), inside the transaction `tx` that is about
 * to write it to `userId` (none yet for a new account) or, for an approval, to make `userId` a
 * member with it.
 *
 * A mobile number names one member, because password recovery sends its code to whichever
 * account the number finds (`findMemberByLogin`). No unique index enforces it: databases written
 * before this check may hold duplicates, which a migration could not index without taking numbers
 * from members. Instead a transaction-scoped advisory lock on the number makes concurrent claims
 * of one number take turns, so the second sees the first's row once it commits.
 * @throws ApiError 409 `phone_registered` when another member has the number.
 */
export async function claimPhoneNumber(
  tx: Executor,
  phoneNumber: string,
  userId?: number,
): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${PHONE_LOCK_NAMESPACE}, hashtext(${phoneNumber}))`,
  );
  await refusePhoneNumberOfAnother(tx, phoneNumber, userId);
}

/**
 * Throws 409 `phone_registered` when a member other than `userId` has `phoneNumber`; a check
 * before anything is sent, which {@link claimPhoneNumber} repeats when the number is written.
 * Applications awaiting approval that give the number are not counted ({@link holdsItsNumbers}).
 */
export async function refusePhoneNumberOfAnother(
  db: Pick<AppDatabase, 'select'>,
  phoneNumber: string,
  userId?: number,
): Promise<void> {
  const others = await db
    .select({ id: users.id })
    .from(users)
    .where(
      userId === undefined
        ? and(eq(users.phoneNumber, phoneNumber), holdsItsNumbers)
        : and(eq(users.phoneNumber, phoneNumber), holdsItsNumbers, ne(users.id, userId)),
    )
    .limit(1);
  if (others.length > 0) throw phoneNumberRegistered();
}

/**
 * The 409 for a number a member has. It asks first for the number to be checked, as the NRC and
 * passport refusals do (`applications/nrc-number-registered.ts`): one wrong digit makes a number
 * someone else's, and an applicant who mistyped theirs was told only to log in to an account they
 * never had. Only then: the applicant may have an account already.
 */
export function phoneNumberRegistered(): ApiError {
  return new ApiError(
    409,
    'phone_registered',
    'phoneNumber: an account already has this mobile number: check the number you typed, as one wrong digit makes it someone else’s; if it is yours, log in, or use "Forgot password?"',
  );
}
