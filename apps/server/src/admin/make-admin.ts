import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PasswordHasher } from '../auth/password-hasher';
import type { Database } from '../db/database';
import { applyMigrations, withMigrationLock } from '../db/migrate';
import { auditLog, users } from '../db/schema';
import { findDemoTraces, ranInDemoMode } from '../seed/demo-database-check';
import { DemoDatabaseRefused } from './demo-database-refused';

/** What {@link makeAdmin} did, for the operator to read. */
export type MakeAdminResult =
  | { outcome: 'created'; username: string; oneTimePassword: string }
  | { outcome: 'promoted' | 'already-admin'; username: string; status: string };

/** What {@link makeAdmin} may do beyond its default. */
export interface MakeAdminOptions {
  /**
   * Make the admin even in a database that ran in demo mode (`ACCEPT_DEMO_DATABASE=true`, which
   * production needs to start on it, or the command's `--demo-database` for an admin in a demo).
   * @default false
   */
  acceptDemoDatabase?: boolean;
}

/** Who the audit log names for a role the command gave: no member did it through the site. */
const ACTOR = 'make-admin command';

/** The user names members may choose (as the application form reads them). */
const USERNAME = /^[a-z0-9][a-z0-9._-]{2,39}$/;

/**
 * The first admin of a production database, which has no one to make it through the site: an
 * existing account (a member who joined through /join, say) is made admin; an unknown user name
 * becomes a new admin account in the `OTP` state, whose one-time password is answered once, so the
 * person chooses their own password at the first login and the operator never knows it. The
 * database is migrated first, so this may run before the server's first start.
 *
 * Decided: a database that ran in demo mode (`findDemoTraces`) is refused unless
 * `acceptDemoDatabase`. It is most often the demo's own `<repo>/.data`, opened because the
 * operator ran the command without the server's settings: an admin made there is nobody's on the
 * site, and the operator is told they made one. Production refuses such a database too
 * (`checkDemoDatabase`) until `ACCEPT_DEMO_DATABASE=true`.
 * @throws DemoDatabaseRefused before any change, when the database ran in demo mode and it is
 * not accepted
 */
export async function makeAdmin(
  database: Database,
  hasher: PasswordHasher,
  migrationsDir: string,
  rawUsername: string,
  options: MakeAdminOptions = {},
): Promise<MakeAdminResult> {
  const username = rawUsername.trim().toLowerCase();
  if (!USERNAME.test(username)) {
    throw new Error(
      `"${rawUsername}" is not a user name: use 3 to 40 letters, digits, dots, dashes or underscores`,
    );
  }
  await withMigrationLock(database, (query) => applyMigrations(query, migrationsDir));
  const { db } = database;
  if (!options.acceptDemoDatabase) {
    const traces = await findDemoTraces(db);
    if (ranInDemoMode(traces)) throw new DemoDatabaseRefused(traces);
  }
  const [existing] = await db
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.username, username));
  if (existing) {
    if (existing.role === 'admin') {
      return { outcome: 'already-admin', username, status: existing.status };
    }
    // Audited as the studio's role changes are, so the secretariat can see who made an admin.
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ role: 'admin', updatedAt: new Date() })
        .where(eq(users.id, existing.id));
      await tx.insert(auditLog).values({
        actor: ACTOR,
        action: 'role',
        collection: 'members',
        entryId: existing.id,
        summary: `Changed the role of ${username} from ${existing.role} to admin`,
      });
    });
    return { outcome: 'promoted', username, status: existing.status };
  }
  // 18 random bytes: 24 base64url characters, far above the 10 a new password needs.
  const oneTimePassword = randomBytes(18).toString('base64url');
  const passwordHash = await hasher.hash(oneTimePassword);
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ username, passwordHash, status: 'OTP', role: 'admin' })
      .returning({ id: users.id });
    await tx.insert(auditLog).values({
      actor: ACTOR,
      action: 'role',
      collection: 'members',
      entryId: created?.id ?? null,
      summary: `Created ${username} as an admin with a one-time password`,
    });
  });
  return { outcome: 'created', username, oneTimePassword };
}
