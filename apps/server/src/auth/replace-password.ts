import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { type MemberStatus, refreshTokens, users } from '../db/schema';
import { retirePasswordResetCodes } from '../membership/verification-code';

/** What a password change sets, and what must still hold for it to happen. */
export interface PasswordReplacement {
  /** The member whose password changes. */
  userId: number;
  /** The new argon2id hash. */
  passwordHash: string;
  /** The account status afterwards, when it changes too (an OTP account becomes ACTIVE). */
  status?: MemberStatus;
  /**
   * An account on a one-time password becomes ACTIVE, and any other keeps the status it has when
   * the change is written (a reset), not the one read before argon2 hashed the new password: a
   * payment or an approval may have changed it in that while.
   */
  endOneTimePassword?: boolean;
  /** The hash of the one-time password being replaced, kept to recognise a late second change. */
  usedOneTimePasswordHash?: string;
  /**
   * A condition on the user row that must still be true, such as `status = 'OTP'` and the old
   * hash unchanged: of several simultaneous changes only the first matches, the rest get false.
   */
  onlyIf?: SQL;
  /**
   * When the change happens, as the caller's clock (`services.clock`) says: the reset codes it
   * retires are marked with it, as `consumeCode` and `issueCode` mark theirs, so a code's times
   * are read against one clock. The wall clock when left out (the demo accounts locked at start).
   */
  now?: Date;
}

/**
 * Sets a member's password and, in the same transaction, revokes every session they had, so
 * every refresh and access token issued before the change stops working at once (those of the
 * one-time-password login included), and retires every password-reset code still live, so a code
 * sent before the change (perhaps to a lost phone) cannot undo it. Answers false, changing nothing, when `onlyIf` no longer
 * holds. The caller answers fresh tokens from `services.tokens.issueFor(userId)`.
 */
export async function replacePassword(
  db: AppDatabase,
  replacement: PasswordReplacement,
): Promise<boolean> {
  const now = replacement.now ?? new Date();
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({
        passwordHash: replacement.passwordHash,
        ...(replacement.status ? { status: replacement.status } : {}),
        ...(replacement.endOneTimePassword
          ? {
              status: sql<MemberStatus>`CASE WHEN ${users.status} = 'OTP' THEN 'ACTIVE' ELSE ${users.status} END`,
            }
          : {}),
        ...(replacement.usedOneTimePasswordHash
          ? { usedOneTimePasswordHash: replacement.usedOneTimePasswordHash }
          : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, replacement.userId), replacement.onlyIf))
      .returning({ id: users.id });
    if (changed.length === 0) return false;
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, replacement.userId), isNull(refreshTokens.revokedAt)));
    await retirePasswordResetCodes(tx, replacement.userId, now);
    return true;
  });
}
