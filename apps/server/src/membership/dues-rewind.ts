import { and, eq, gt, gte, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { lusakaDate } from '../clock/lusaka-date';
import { payments, receivables, users } from '../db/schema';
import { addDays } from './lusaka-date';
import { duesReminders, membershipEvents } from './membership-schema';

/** What one rewind of the dues job undid. */
export interface DuesRewindReport {
  /** Members lapsed after the moment, active again. */
  restored: number;
  /** Unpaid renewal fees billed after the moment, withdrawn. */
  withdrawn: number;
  /** Reminders sent after the moment, forgotten so they go again when their day comes. */
  forgotten: number;
}

/**
 * Undoes what the dues job did at clock times after `moment`, for the demo clock moving back
 * (`POST /api/dev/clock`; no other clock moves). The job stamps what it does with its clock: the
 * history's `lapsed` and `reminder` lines, the reminders it keyed and the fees it billed.
 * - A member lapsed after `moment` whose paid year or grace period still runs on its date is
 *   ACTIVE again, and the lapse leaves their history. One whose grace period had ended by then
 *   stays lapsed, with the fee they need to pay.
 * - An unpaid fee billed after `moment` to a member active at `moment` (only the job bills those)
 *   is withdrawn, unless a payment was tried for it: a payment, like a paid fee, is the sandbox's
 *   record of money and stays (deleting the fee would delete it), with the year it paid for.
 * - Reminders sent after `moment` are forgotten, so the job sends them again on their day.
 * Outbox messages stay: they were sent. Run the dues job afterwards, as the clock route does, so
 * whatever was due by `moment` is billed and reminded again.
 */
export async function rewindDuesCycle(
  services: AppServices,
  moment: Date,
): Promise<DuesRewindReport> {
  const { db, config } = services;
  // The job lapses a member once the grace period after their year has ended; at `moment` it
  // would not have lapsed one whose year ends on this day or later.
  const earliestYearEndInGrace = addDays(lusakaDate(moment), -config.membership.duesGraceDays);
  return db.transaction(async (tx) => {
    const lapsedAfter = and(
      eq(membershipEvents.userId, users.id),
      eq(membershipEvents.kind, 'lapsed'),
      gt(membershipEvents.at, moment),
    );
    const restored = await tx
      .update(users)
      .set({ status: 'ACTIVE', updatedAt: moment })
      .where(
        and(
          eq(users.status, 'PENDING_PAYMENT'),
          isNotNull(users.validUntil),
          gte(users.validUntil, earliestYearEndInGrace),
          sql`exists (select 1 from ${membershipEvents} where ${lapsedAfter})`,
        ),
      )
      .returning({ id: users.id });
    const restoredIds = restored.map((member) => member.id);
    if (restoredIds.length > 0) {
      await tx
        .delete(membershipEvents)
        .where(
          and(
            inArray(membershipEvents.userId, restoredIds),
            eq(membershipEvents.kind, 'lapsed'),
            gt(membershipEvents.at, moment),
          ),
        );
    }
    const withdrawn = await tx
      .delete(receivables)
      .where(
        and(
          isNull(receivables.paidAt),
          gt(receivables.createdAt, moment),
          // An active member's open fee is a renewal the job billed; a new or lapsed member keeps
          // the fee whose payment makes them active.
          sql`exists (select 1 from ${users} where ${users.id} = ${receivables.userId}
                and ${users.status} = 'ACTIVE')`,
          notExists(
            tx
              .select({ id: payments.id })
              .from(payments)
              .where(eq(payments.receivableId, receivables.id)),
          ),
        ),
      )
      .returning({ id: receivables.id });
    const forgotten = await tx
      .delete(duesReminders)
      .where(gt(duesReminders.sentAt, moment))
      .returning({ userId: duesReminders.userId });
    await tx
      .delete(membershipEvents)
      .where(and(eq(membershipEvents.kind, 'reminder'), gt(membershipEvents.at, moment)));
    return { restored: restored.length, withdrawn: withdrawn.length, forgotten: forgotten.length };
  });
}
