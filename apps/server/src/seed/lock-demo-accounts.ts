import { and, asc, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { PasswordHasher } from '../auth/password-hasher';
import { replacePassword } from '../auth/replace-password';
import type { AppDatabase } from '../db/database';
import { users } from '../db/schema';
import type { LogSink } from '../http/request-log';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed-demo';

/**
 * What a locked demo account's password hash becomes: not an argon2 hash, so no password ever
 * matches it (the hasher answers false for a malformed hash). Its words are as the first release
 * wrote them, when only accounts with the demo password were locked: databases hold it, and the
 * dues job and the member counts know a locked account by it.
 */
export const LOCKED_PASSWORD_HASH = '!locked: a demo account with the public demo password';

/**
 * Production's lock on the demo's accounts, run at every production start on a database that
 * once ran in demo mode (which production starts on only when `ACCEPT_DEMO_DATABASE=true` says
 * the operator reviewed it: `demo-database-check.ts`). **Every** demo account (`demo.admin`
 * included) is locked whatever its password: its password is replaced by
 * {@link LOCKED_PASSWORD_HASH} and every session and live reset code ended, in one transaction.
 * A password of its own proves nothing: while the demo ran anyone could log in with the public
 * {@link DEMO_PASSWORD} and choose one, or reset it with a code from `/api/dev/outbox`; so the
 * earlier rule that kept an account given a password of its own is gone, and the secretariat's
 * own admin is made with the make-admin command (apps/server/README.md, "The first admin").
 * A demo account also loses its phone number and e-mail address (the made-up ones, or any
 * whoever held it during the demo gave it, which "Forgot password?" would send a code that
 * unlocks it to), and its membership number, so the public verification page calls no demo
 * account a member, and any admin or editor role it held. Answers the user names locked at this start, each also logged; one locked
 * by an earlier start is not logged again.
 */
export async function lockDemoAccounts(
  db: AppDatabase,
  hasher: PasswordHasher,
  log: LogSink,
): Promise<string[]> {
  const names = DEMO_ACCOUNTS.map((account) => account.username);
  const found = await db
    .select({ id: users.id, username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(and(inArray(users.username, names), ne(users.passwordHash, LOCKED_PASSWORD_HASH)))
    .orderBy(asc(users.username));
  const locked: string[] = [];
  for (const account of found) {
    // Said in the log, for the review: a demo account with a password of its own had a holder
    // who chose it, whoever that was.
    const ownPassword = !(await hasher.verify(account.passwordHash, DEMO_PASSWORD));
    const changed = await replacePassword(db, {
      userId: account.id,
      passwordHash: LOCKED_PASSWORD_HASH,
      onlyIf: ne(users.passwordHash, LOCKED_PASSWORD_HASH),
    });
    if (!changed) continue;
    locked.push(account.username);
    log(
      `demo account ${account.username} ${ownPassword ? 'had a password chosen since the demo began' : 'had the public demo password'}: ` +
        'locked (no password opens it, its sessions ended); see "Demo accounts" in apps/server/README.md',
    );
  }
  // A locked account is the demo's, not a member's: the public verification page must not call
  // it a member in good standing (the demo gave demo.active COAZ-000001, the number an employer
  // checks first), nor may a notice or a reset code go to an address or number it holds. Run at
  // every start, so a database locked by an earlier release loses them too. Nor is it listed
  // among the admins and editors the secretariat reviews: it holds no role any more.
  await db
    .update(users)
    .set({
      membershipNumber: null,
      email: null,
      phoneNumber: null,
      role: 'member',
      updatedAt: new Date(),
    })
    .where(
      and(
        inArray(users.username, names),
        eq(users.passwordHash, LOCKED_PASSWORD_HASH),
        or(
          isNotNull(users.membershipNumber),
          isNotNull(users.email),
          isNotNull(users.phoneNumber),
          ne(users.role, 'member'),
        ),
      ),
    );
  return locked;
}
