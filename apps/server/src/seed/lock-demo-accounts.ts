import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { PasswordHasher } from '../auth/password-hasher';
import { replacePassword } from '../auth/replace-password';
import type { AppDatabase } from '../db/database';
import { users } from '../db/schema';
import type { LogSink } from '../http/request-log';
import { DEMO_PHONES } from '../membership/seed-demo-membership';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed-demo';

/**
 * What a locked demo account's password hash becomes: not an argon2 hash, so no password ever
 * matches it (the hasher answers false for a malformed hash).
 */
export const LOCKED_PASSWORD_HASH = '!locked: a demo account with the public demo password';

/**
 * Production's guard against a database that once ran in demo mode: every demo account
 * (`demo.admin` included) whose password is still the published {@link DEMO_PASSWORD} is locked
 * (its password replaced by {@link LOCKED_PASSWORD_HASH} and every session ended, in one
 * transaction), and a demo account's made-up phone number is removed, so no reset code goes to
 * whoever holds that number; a locked account also loses its membership number and made-up
 * e-mail address. Accounts given a password of their own keep it. Answers the user
 * names locked, each also logged.
 */
export async function lockDemoAccounts(
  db: AppDatabase,
  hasher: PasswordHasher,
  log: LogSink,
): Promise<string[]> {
  const names = DEMO_ACCOUNTS.map((account) => account.username);
  const found = await db
    .select({
      id: users.id,
      username: users.username,
      passwordHash: users.passwordHash,
      phoneNumber: users.phoneNumber,
    })
    .from(users)
    .where(inArray(users.username, names));
  const locked: string[] = [];
  for (const account of found) {
    const demoPhone = DEMO_PHONES[account.username];
    if (demoPhone !== undefined && account.phoneNumber === demoPhone) {
      await db
        .update(users)
        .set({ phoneNumber: null, updatedAt: new Date() })
        .where(and(eq(users.id, account.id), eq(users.phoneNumber, demoPhone)));
    }
    if (!(await hasher.verify(account.passwordHash, DEMO_PASSWORD))) continue;
    const changed = await replacePassword(db, {
      userId: account.id,
      passwordHash: LOCKED_PASSWORD_HASH,
      onlyIf: eq(users.passwordHash, account.passwordHash),
    });
    if (!changed) continue;
    locked.push(account.username);
    log(
      `demo account ${account.username} had the public demo password: locked (no password opens ` +
        'it, its sessions ended); see "Demo accounts" in apps/server/README.md',
    );
  }
  // A locked account is the demo's, not a member's: the public verification page must not call
  // it a member in good standing (the demo gave demo.active COAZ-000001, the number an employer
  // checks first), nor may a notice go to the address the demo made up for it. Run at every
  // start, so a database locked by an earlier release loses them too.
  await db
    .update(users)
    .set({
      membershipNumber: null,
      email: sql`CASE WHEN ${users.email} = ${users.username} || '@example.org' THEN NULL ELSE ${users.email} END`,
      updatedAt: new Date(),
    })
    .where(
      and(
        inArray(users.username, names),
        eq(users.passwordHash, LOCKED_PASSWORD_HASH),
        or(
          isNotNull(users.membershipNumber),
          sql`${users.email} = ${users.username} || '@example.org'`,
        ),
      ),
    );
  return locked;
}
