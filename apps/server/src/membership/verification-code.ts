import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { type CodePurpose, verificationCodes } from './membership-schema';

/** The user id a check runs against when the login names no member: no account has it. */
export const NO_MEMBER = 0;
// The code id the counting statement names when there is no live code: no code has it.
const NO_CODE = '00000000-0000-0000-0000-000000000000';

/** How long a code stays valid. */
export const CODE_LIFETIME_MS = 10 * 60_000;
/** Wrong tries a code survives; the next one retires it. */
export const CODE_MAX_TRIES = 5;
// How far back, and how many, of a member's codes a refused one is looked for among.
const EARLIER_CODES_MS = 24 * 3600_000;
const EARLIER_CODES_KEPT = 20;

const hashCode = (id: string, code: string) =>
  createHash('sha256').update(`${id}:${code}`).digest('hex');

/** Which of a member's live codes of a purpose a call concerns. */
export interface CodeScope {
  /**
   * Only the codes whose `target` is this one (`null`: those with none). A password-reset code is
   * held by the browser that asked for it (its target is the hash of that browser's recovery
   * ticket), so that another requester neither retires it by asking again nor uses up its tries
   * by guessing. Left out, every code of the purpose counts, as the phone change wants.
   */
  target?: string | null;
}

const sameTarget = (target: string | null) =>
  target === null ? isNull(verificationCodes.target) : eq(verificationCodes.target, target);

/**
 * A new six-digit code for a member and purpose; earlier codes of that purpose (within `scope`,
 * when given) stop working. Only a hash is stored.
 */
export async function issueCode(
  db: AppDatabase,
  userId: number,
  purpose: CodePurpose,
  now: Date,
  target: string | null = null,
  scope: CodeScope = {},
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(verificationCodes.userId, userId),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.usedAt),
          scope.target === undefined ? undefined : sameTarget(scope.target),
        ),
      );
    await tx.insert(verificationCodes).values({
      id,
      userId,
      purpose,
      target,
      codeHash: hashCode(id, code),
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
      createdAt: now,
    });
  });
  return code;
}

/** What checking a code found. */
export type CodeCheck =
  | { ok: true; target: string | null }
  | { ok: false; reason: 'none' | 'expired' | 'exhausted' | 'wrong'; triesLeft: number };

/**
 * Checks a code against the member's latest live one (within `scope`, when given) and uses it up
 * when right. A wrong code counts a try; the fifth wrong try retires the code. Tries are counted
 * in one statement, so parallel guesses cannot exceed the limit.
 */
export async function consumeCode(
  db: AppDatabase,
  userId: number,
  purpose: CodePurpose,
  code: string,
  now: Date,
  scope: CodeScope = {},
): Promise<CodeCheck> {
  const [latest] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
        scope.target === undefined ? undefined : sameTarget(scope.target),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  // Every try is counted before comparing, in one statement: parallel guesses cannot get more
  // than CODE_MAX_TRIES comparisons out of one code. The statement runs when there is no live code
  // too (matching nothing), so a check costs the same two statements for a member with a code, a
  // member without one and a login that names nobody (`NO_MEMBER`): the reset's timing tells no
  // one which it was.
  const [counted] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, latest?.id ?? NO_CODE),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, CODE_MAX_TRIES),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  if (!latest) return { ok: false, reason: 'none', triesLeft: 0 };
  if (latest.expiresAt.getTime() <= now.getTime())
    return { ok: false, reason: 'expired', triesLeft: 0 };
  if (!counted) return { ok: false, reason: 'exhausted', triesLeft: 0 };
  const expected = Buffer.from(latest.codeHash, 'hex');
  const given = Buffer.from(hashCode(latest.id, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const triesLeft = CODE_MAX_TRIES - counted.attempts;
    return { ok: false, reason: triesLeft === 0 ? 'exhausted' : 'wrong', triesLeft };
  }
  // Used up by being typed right: `consumedAt` tells this code apart from those retired unused.
  const [used] = await db
    .update(verificationCodes)
    .set({ usedAt: now, consumedAt: now })
    .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (!used) return { ok: false, reason: 'none', triesLeft: 0 };
  return { ok: true, target: latest.target };
}

/** What became of an earlier code that was typed: refused, but for a reason its holder may hear. */
export type EarlierCode =
  | { fate: 'superseded' | 'expired' | 'retired' }
  | { fate: 'used'; id: string; consumedAt: Date; repeatClosed: boolean };

/**
 * What became of `code` when it is one of the member's recent codes of a purpose (within `scope`)
 * that {@link consumeCode} refused: used to set a password (typed right: `consumedAt`), retired by
 * a newer code, expired, or retired unused by a password or phone change. Null when it is none of
 * them: a wrong guess, or a code still live or tried too often, of which nothing more may be said
 * here (that a code was tried too often is said of the whole ticket, whatever is typed, by the
 * reset). No code found here sets anything. One statement whatever the member or the code, so a
 * refusal costs the same for a login that names nobody (`NO_MEMBER`).
 *
 * A match is itself an answer about the code's value, and only a member's login has codes to
 * match: the caller must count every call against the requester (the reset allows a few per
 * browser ticket), or this is a way to learn a dead code's value and who is a member.
 */
export async function earlierCode(
  db: AppDatabase,
  userId: number,
  purpose: CodePurpose,
  code: string,
  now: Date,
  scope: CodeScope = {},
): Promise<EarlierCode | null> {
  const recent = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        gt(verificationCodes.createdAt, new Date(now.getTime() - EARLIER_CODES_MS)),
        scope.target === undefined ? undefined : sameTarget(scope.target),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(EARLIER_CODES_KEPT);
  const index = recent.findIndex((row) =>
    timingSafeEqual(Buffer.from(row.codeHash, 'hex'), Buffer.from(hashCode(row.id, code), 'hex')),
  );
  const typed = recent[index];
  if (!typed) return null;
  // Typed right once, and used up by that: the reset it made (only consumeCode sets this).
  if (typed.consumedAt) {
    return {
      fate: 'used',
      id: typed.id,
      consumedAt: typed.consumedAt,
      repeatClosed: typed.repeatClosedAt !== null,
    };
  }
  const expired = typed.expiresAt.getTime() <= now.getTime();
  // A newer code was sent after this one (to this browser, for a reset): it retired this one.
  if (index > 0) return { fate: expired ? 'expired' : 'superseded' };
  if (expired) return { fate: 'expired' };
  // The latest, never typed right, yet no longer live: a password or phone change retired it.
  if (typed.usedAt) return { fate: 'retired' };
  return null;
}

/**
 * Closes the repeat of the reset `codeId` made, at the first repeat whose password is not the one
 * that reset set: a repeat that went on answering "not that password" would be a way to try them.
 */
export async function closeResetRepeat(db: AppDatabase, codeId: string, now: Date): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ repeatClosedAt: now })
    .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.repeatClosedAt)));
}

/**
 * Retires every live password-reset code of a member (`usedAt` only: retired, never used, so none
 * of them answers as the reset it made). A reset code opens the account to whoever
 * holds the phone it went to, so it must not outlive what the member does to shut that person
 * out: a new password (the member may be changing it because the phone was lost) or a new number
 * (the old one may be stolen or given to someone else). Without this, a code asked for before
 * either still reset the password for up to {@link CODE_LIFETIME_MS}.
 */
export async function retirePasswordResetCodes(
  executor: Pick<AppDatabase, 'update'>,
  userId: number,
  now: Date,
): Promise<void> {
  await executor
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, 'password_reset'),
        isNull(verificationCodes.usedAt),
      ),
    );
}

/** A sentence for a refused code. */
export function codeRefusal(check: Extract<CodeCheck, { ok: false }>): string {
  switch (check.reason) {
    case 'wrong':
      return `That code is not right; ${check.triesLeft} ${check.triesLeft === 1 ? 'try' : 'tries'} left`;
    case 'expired':
      return 'That code has expired; ask for a new one';
    case 'exhausted':
      return 'Too many wrong tries; ask for a new code';
    default:
      return 'There is no code waiting; ask for a new one';
  }
}
