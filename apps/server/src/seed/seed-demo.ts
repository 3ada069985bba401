import { eq, sql } from 'drizzle-orm';
import type { PasswordHasher } from '../auth/password-hasher';
import { lusakaDate } from '../clock/lusaka-date';
import type { AppDatabase } from '../db/database';
import { contents, type MemberRole, type MemberStatus, users } from '../db/schema';
import { addDays } from '../membership/lusaka-date';
import { seedDemoMembership } from '../membership/seed-demo-membership';
import { billSubscription } from '../membership/subscription-fee';
import { billedSubscriptionLabel } from '../membership/subscription-period';
import { renameRetiredDemoNames } from './rename-retired-demo-names';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Demo-2026!';

interface DemoAccount {
  username: string;
  status: MemberStatus;
  role: MemberRole;
  firstName: string | null;
  lastName: string | null;
  districtName: string | null;
}

/**
 * The demo accounts, one per login outcome, plus an editor and an admin (who makes editors). Their
 * names say the account's part ("Demo Editor"): a demo that staff and visitors see must not show
 * an invented person, who could be taken for a real clinical officer or share a real one's name.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'demo.active',
    status: 'ACTIVE',
    role: 'member',
    firstName: 'Demo',
    lastName: 'Active Member',
    districtName: 'Kabwe',
  },
  {
    username: 'demo.editor',
    status: 'ACTIVE',
    role: 'editor',
    firstName: 'Demo',
    lastName: 'Editor',
    districtName: 'Lusaka',
  },
  {
    username: 'demo.payment',
    status: 'PENDING_PAYMENT',
    role: 'member',
    firstName: 'Demo',
    lastName: 'Payment Member',
    districtName: 'Ndola',
  },
  {
    username: 'demo.otp',
    status: 'OTP',
    role: 'member',
    firstName: 'Demo',
    lastName: 'OTP Member',
    districtName: 'Chipata',
  },
  {
    username: 'demo.registration',
    status: 'INCOMPLETE_REGISTRATION',
    role: 'member',
    firstName: null,
    lastName: null,
    districtName: null,
  },
  {
    username: 'demo.admin',
    status: 'ACTIVE',
    role: 'admin',
    firstName: 'Site',
    lastName: 'Administrator',
    districtName: 'Lusaka',
  },
  // A member on the roll from before online dues: a membership number and type, no fee and no
  // paid year, so nothing bills them until the secretariat does (server README, "Subscriptions
  // the secretariat bills").
  {
    username: 'demo.legacy',
    status: 'ACTIVE',
    role: 'member',
    firstName: 'Demo',
    lastName: 'Legacy Member',
    districtName: 'Livingstone',
  },
];

/**
 * The notices a demo opens with. They describe only what the site does: there is no CPD log on
 * the dashboard, so the CPD notice sends members to the regulator, as the CPD page does; the
 * motions notice says what Article 64 says and names no date, venue or election the association
 * has not announced (it read "set for Kabwe" with no date, beside "No upcoming events", and
 * promised an election of provincial representatives the constitution does not hold there). The
 * motions notice is shown for `showForDays` days from the seeding (its "show until" date), so a
 * demo has a notice with an end date to extend, clear or move before it ends.
 */
export const DEMO_CONTENTS: readonly { title: string; body: string; showForDays?: number }[] = [
  {
    showForDays: 30,
    title: 'Motions for the Annual General Assembly',
    body: 'A member who wants the Annual General Assembly to debate a motion sends it in writing to the Secretary General at least thirty days before the Assembly sits (Article 64). The notice of the Assembly, posted here, gives its date, venue and agenda.',
  },
  {
    title: 'Keep your CPD certificates',
    body: 'Every continuing professional development session the association organises gives a certificate of attendance with its CPD points. Keep your certificates and log your points with the Health Professions Council of Zambia before your practising licence comes up for renewal; the secretariat may ask to see them.',
  },
  {
    title: 'Subscriptions payable by mobile money',
    body: 'Annual subscriptions can be paid with MTN MoMo, Airtel Money or Zamtel Kwacha straight from the member portal. The payment is matched to your account automatically, so there is no need to send a receipt.',
  },
];

/**
 * Notices earlier demos opened with, since reworded or replaced: a database seeded by one of them
 * and then switched to production still holds them, so production's start retires them as it
 * does the current ones (retire-demo-notices.ts). Never seeded again.
 */
export const RETIRED_DEMO_CONTENTS: readonly { title: string; body: string }[] = [
  {
    title: 'Annual general meeting set for Kabwe',
    body: 'Members are invited to this year’s annual general meeting in Kabwe. The agenda covers the treasurer’s report, the review of subscription rates and the election of two provincial representatives. Bring your membership number to register at the door.',
  },
  {
    title: 'CPD points now recorded online',
    body: 'Continuing professional development activities can now be logged from the member dashboard. Keep your certificates: the secretariat may ask for them when your practising licence comes up for renewal.',
  },
];

/**
 * Writes the demo accounts (password {@link DEMO_PASSWORD}), the unpaid fee behind
 * `demo.payment`, and a few published contents. Only for demo mode; idempotent.
 */
export async function seedDemo(db: AppDatabase, hasher: PasswordHasher): Promise<void> {
  const passwordHash = await hasher.hash(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    const district = account.districtName
      ? sql`(SELECT id FROM districts WHERE name = ${account.districtName} LIMIT 1)`
      : null;
    const [created] = await db
      .insert(users)
      .values({
        username: account.username,
        passwordHash,
        status: account.status,
        role: account.role,
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.firstName ? `${account.username}@example.org` : null,
        districtId: district as unknown as number | null,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // Billed as an approval bills a first subscription, so the demo's fee reads as every member's
    // does ("Full Membership: annual subscription, a year from the day it is paid"), not as the
    // fee criterion's old name and a calendar year the subscription does not cover.
    if (created && account.status === 'PENDING_PAYMENT') {
      await billSubscription(
        db,
        created.id,
        'full_membership',
        // No paid year, so the grace period does not enter into it.
        billedSubscriptionLabel(null, lusakaDate(new Date()), 0),
      );
    }
  }
  await renameRetiredDemoNames(db, DEMO_ACCOUNTS);
  await seedDemoMembership(db, hasher, DEMO_PASSWORD, new Date());
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(contents);
  if ((existing?.count ?? 0) > 0) return;
  const [editor] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'demo.editor'));
  const today = lusakaDate(new Date());
  await db.insert(contents).values(
    DEMO_CONTENTS.map(({ showForDays, ...entry }) => ({
      ...entry,
      imageUrl: null,
      showUntil: showForDays === undefined ? null : addDays(today, showForDays),
      createdBy: editor?.id,
    })),
  );
}
