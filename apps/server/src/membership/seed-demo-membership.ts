import { and, eq, isNull } from 'drizzle-orm';
import type { PasswordHasher } from '../auth/password-hasher';
import { lusakaDate } from '../clock/lusaka-date';
import type { AppDatabase } from '../db/database';
import { users } from '../db/schema';
import { oneYearFrom } from './lusaka-date';
import { nextMembershipNumber } from './membership-number';

/** The demo admin: reviews applications and sets dues. Issue 16 seeds the same account. */
export const DEMO_ADMIN_USERNAME = 'demo.admin';

/** Demo phone numbers, so password recovery by SMS can be tried through the outbox. */
export const DEMO_PHONES: Readonly<Record<string, string>> = {
  'demo.active': '260971000001',
  'demo.editor': '260971000002',
  'demo.payment': '260961000003',
  'demo.otp': '260951000004',
  'demo.registration': '260971000005',
  [DEMO_ADMIN_USERNAME]: '260971000006',
};

/**
 * Adds what membership needs to the demo accounts: the admin, phone numbers, and for the two
 * active members a full membership with a number and a year paid from today. Idempotent.
 */
export async function seedDemoMembership(
  db: AppDatabase,
  hasher: PasswordHasher,
  password: string,
  now: Date,
): Promise<void> {
  await db
    .insert(users)
    .values({
      username: DEMO_ADMIN_USERNAME,
      passwordHash: await hasher.hash(password),
      status: 'ACTIVE',
      role: 'admin',
      firstName: 'Secretariat',
      lastName: 'Admin',
      email: 'demo.admin@example.org',
    })
    .onConflictDoNothing();
  for (const [username, phoneNumber] of Object.entries(DEMO_PHONES)) {
    await db
      .update(users)
      .set({ phoneNumber })
      .where(and(eq(users.username, username), isNull(users.phoneNumber)));
  }
  for (const username of ['demo.active', 'demo.editor']) {
    const [member] = await db
      .select({ id: users.id, membershipNumber: users.membershipNumber })
      .from(users)
      .where(eq(users.username, username));
    if (!member || member.membershipNumber) continue;
    await db
      .update(users)
      .set({
        membershipNumber: await nextMembershipNumber(db),
        membershipType: 'full_membership',
        professionalCategory: 'general',
        validUntil: oneYearFrom(lusakaDate(now)),
      })
      .where(eq(users.id, member.id));
  }
}
