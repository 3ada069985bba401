import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { PasswordHasher } from '../auth/password-hasher';
import { lusakaDate } from '../clock/lusaka-date';
import type { AppDatabase } from '../db/database';
import { payments, receivables, users } from '../db/schema';
import { SANDBOX_PROVIDER_NAME } from '../payments/sandbox-mobile-money-provider';
import { recordConfirmedPayment } from '../receipts/record-confirmed-payment';
import { readableDate } from './lusaka-date';
import { nextMembershipNumber } from './membership-number';
import { MEMBERSHIP_NUMBER_SETTINGS } from './membership-number-settings';
import { billSubscription } from './subscription-fee';

/** The demo admin: reviews applications and sets dues. Issue 16 seeds the same account. */
export const DEMO_ADMIN_USERNAME = 'demo.admin';

/**
 * The demo's member from before online dues: on the roll with a membership number and type, and
 * no fee or paid year, as members the old member service knew are; the secretariat bills them.
 */
export const DEMO_LEGACY_USERNAME = 'demo.legacy';

/** Demo phone numbers, so password recovery by SMS can be tried through the outbox. */
export const DEMO_PHONES: Readonly<Record<string, string>> = {
  'demo.active': '260971000001',
  'demo.editor': '260971000002',
  'demo.payment': '260961000003',
  'demo.otp': '260951000004',
  'demo.registration': '260971000005',
  [DEMO_ADMIN_USERNAME]: '260971000006',
  [DEMO_LEGACY_USERNAME]: '260971000007',
};

/**
 * Adds what membership needs to the demo accounts: the admin, phone numbers, for the two
 * active members a full membership with a number and a year paid today, with its receipt, and
 * for the legacy member a full membership's number with nothing paid or billed. Idempotent.
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
    await seedPaidYear(db, member.id, DEMO_PHONES[username] ?? '', now);
  }
  await db.transaction(async (tx) => {
    const [legacy] = await tx
      .select({ id: users.id, membershipNumber: users.membershipNumber })
      .from(users)
      .where(eq(users.username, DEMO_LEGACY_USERNAME))
      .for('update');
    if (!legacy || legacy.membershipNumber) return;
    await tx
      .update(users)
      .set({
        membershipType: 'full_membership',
        professionalCategory: 'general',
        membershipNumber: await nextMembershipNumber(tx),
      })
      .where(eq(users.id, legacy.id));
  });
}

/**
 * A full membership paid today through the sandbox, recorded as a real payment is: the year's fee,
 * its confirmed payment, the receipt, the membership number and the history line. Before, the
 * demo's active members were "in good standing" with no receipt or history to show for it.
 */
async function seedPaidYear(db: AppDatabase, userId: number, phoneNumber: string, now: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ membershipType: 'full_membership', professionalCategory: 'general' })
      .where(eq(users.id, userId));
    const feeId = await billSubscription(
      tx,
      userId,
      'full_membership',
      `annual subscription from ${readableDate(lusakaDate(now))}`,
      now,
    );
    const [fee] = await tx
      .update(receivables)
      .set({ paidAt: now })
      .where(eq(receivables.id, feeId))
      .returning();
    if (!fee) throw new Error('the seeded fee is missing');
    const id = randomUUID();
    const [payment] = await tx
      .insert(payments)
      .values({
        id,
        receivableId: fee.id,
        userId,
        network: 'AIRTEL', // the demo members' numbers start 097, Airtel's
        phoneNumber,
        amountNgwee: fee.amountNgwee,
        provider: SANDBOX_PROVIDER_NAME,
        providerReference: `demo-${id}`,
        status: 'CONFIRMED',
        createdAt: now,
        confirmedAt: now,
      })
      .returning();
    if (!payment) throw new Error('the seeded payment is missing');
    // A first year (no paid year yet), so the grace period only dates the history's good standing:
    // the default's, as the demo runs with it.
    await recordConfirmedPayment(
      tx,
      payment,
      now,
      MEMBERSHIP_NUMBER_SETTINGS.duesGraceDays.fallback,
    );
  });
}
