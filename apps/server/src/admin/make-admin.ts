import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PasswordHasher } from '../auth/password-hasher';
import type { Database } from '../db/database';
import { applyMigrations, withMigrationLock } from '../db/migrate';
import { users } from '../db/schema';

/** What {@link makeAdmin} did, for the operator to read. */
export type MakeAdminResult =
  | { outcome: 'created'; username: string; oneTimePassword: string }
  | { outcome: 'promoted' | 'already-admin'; username: string; status: string };

/** The user names members may choose (as the application form reads them). */
const USERNAME = /^[a-z0-9][a-z0-9._-]{2,39}$/;

/**
 * The first admin of a production database, which has no one to make it through the site: an
 * existing account (a member who joined through /join, say) is made admin; an unknown user name
 * becomes a new admin account in the `OTP` state, whose one-time password is answered once, so the
 * person chooses their own password at the first login and the operator never knows it. The
 * database is migrated first, so this may run before the server's first start.
 */
export async function makeAdmin(
  database: Database,
  hasher: PasswordHasher,
  migrationsDir: string,
  rawUsername: string,
): Promise<MakeAdminResult> {
  const username = rawUsername.trim().toLowerCase();
  if (!USERNAME.test(username)) {
    throw new Error(
      `"${rawUsername}" is not a user name: use 3 to 40 letters, digits, dots, dashes or underscores`,
    );
  }
  await withMigrationLock(database, (query) => applyMigrations(query, migrationsDir));
  const { db } = database;
  const [existing] = await db
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.username, username));
  if (existing) {
    if (existing.role === 'admin') {
      return { outcome: 'already-admin', username, status: existing.status };
    }
    await db
      .update(users)
      .set({ role: 'admin', updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    return { outcome: 'promoted', username, status: existing.status };
  }
  // 18 random bytes: 24 base64url characters, far above the 10 a new password needs.
  const oneTimePassword = randomBytes(18).toString('base64url');
  await db.insert(users).values({
    username,
    passwordHash: await hasher.hash(oneTimePassword),
    status: 'OTP',
    role: 'admin',
  });
  return { outcome: 'created', username, oneTimePassword };
}
