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
 * Makes sure no other account has `phoneNumber` (international form, `2609XXXXXXXX`), inside the
 * transaction `tx` that is about to write it to `userId` (none yet for a new account).
 *
 * A mobile number names one account, because password recovery sends its code to whichever
 * account the number finds. No unique index enforces it: databases written before this check
 * may hold duplicates, which a migration could not index without taking numbers from members.
 * Instead a transaction-scoped advisory lock on the number makes concurrent claims of one
 * number take turns, so the second sees the first's row once it commits.
 * @throws ApiError 409 `phone_registered` when another account has the number.
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
 * Throws 409 `phone_registered` when an account other than `userId` has `phoneNumber`; a check
 * before anything is sent, which {@link claimPhoneNumber} repeats when the number is written.
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
        ? eq(users.phoneNumber, phoneNumber)
        : and(eq(users.phoneNumber, phoneNumber), ne(users.id, userId)),
    )
    .limit(1);
  if (others.length > 0) throw phoneNumberRegistered();
}

/** The 409 for a number another account has: the applicant probably has an account already. */
export function phoneNumberRegistered(): ApiError {
  return new ApiError(
    409,
    'phone_registered',
    'phoneNumber: an account with this mobile number already exists; log in, or use "Forgot password?"',
  );
}
