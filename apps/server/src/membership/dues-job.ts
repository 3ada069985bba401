import { and, eq, isNotNull, isNull, lte, ne } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { lusakaDate } from '../clock/lusaka-date';
import { receivables, users } from '../db/schema';
import { kwachaText } from '../payments/kwacha-text';
import { LOCKED_PASSWORD_HASH } from '../seed/lock-demo-accounts';
import { addDays, daysBetween, readableDate } from './lusaka-date';
import { recordMembershipEvent } from './membership-events';
import { duesReminders } from './membership-schema';
import { notifyMember } from './notify-member';
import { loginAddress, onlineWhere } from './sms-site-address';
import { billedMembershipType, billSubscription } from './subscription-fee';
import { billedSubscriptionLabel, restatedSubscription } from './subscription-period';

/**
 * The reminder that the paid year ends on `validUntil`, with the renewal fee and the last day of
 * good standing (`standingUntil`, the grace period's last day, as the dashboard and the card check
 * say it): the member first heard of the grace period when the lapse notice said it was over. It
 * names both ways to pay, online and at the secretariat (which records bank transfers, cash and
 * cheques): "by mobile money" alone told a member abroad, or one without a wallet, they could not
 * renew, and was wrong outright with `PAYMENT_PROVIDER=none`. "Your paid year ends", as the card
 * says "Paid year" (it said "your membership ends", a month before the standing did). One SMS
 * (160 characters) with two
 * dates of the longest month, a K10,000 fee and a site address of `SMS_HOST_LENGTH`.
 */
export function renewalReminder(
  validUntil: string,
  standingUntil: string,
  amount: string,
  login: string | undefined,
) {
  return `COAZ: your paid year ends on ${readableDate(validUntil)} (good standing until ${readableDate(standingUntil)}). Renew ${onlineWhere(login)} or at the secretariat: ${amount}.`;
}

/**
 * The member's history entry for a renewal reminder, stating what the SMS did ({@link
 * renewalReminder}): the paid year's last day and the grace period's. It said "Reminded 30 days
 * before expiry", with no date, and "expiry" read as the end of the membership a month early.
 */
export function reminderHistory(validUntil: string, standingUntil: string) {
  return `Reminded to renew: the paid year ends on ${readableDate(validUntil)}; in good standing until ${readableDate(standingUntil)}`;
}

/**
 * The notice that the grace period, whose last day was `graceEnd`, has ended unpaid. It names the
 * day the reminders gave as the last of good standing: the card checked in good standing through
 * the grace period, so "lapsed on" the year's last day would contradict what an employer was
 * shown meanwhile. Worded as the reminders are, with or without the site's address, and as they
 * do it names the secretariat. One SMS (160 characters) with the longest month, a K10,000 fee and
 * a site address of up to `SMS_HOST_LENGTH` characters.
 */
export function lapseNotice(graceEnd: string, amount: string, login: string | undefined) {
  return `COAZ: your grace period ended on ${readableDate(graceEnd)}. You are no longer in good standing. Renew ${onlineWhere(login)} or at the secretariat: ${amount}.`;
}

/**
 * The member's history entry for the lapse that {@link lapseNotice} tells them of, stating the same
 * facts: the paid year's last day, the grace period's (the last in good standing), and that they
 * are no longer in good standing. It said "membership ended" on the paid year's last day, a month
 * before the day the SMS gave.
 */
export function lapseHistory(validUntil: string, graceEnd: string) {
  return `Subscription unpaid: the paid year ended on ${readableDate(validUntil)} and the grace period on ${readableDate(graceEnd)}. No longer in good standing`;
}

/**
 * The one reminder of a first subscription still unpaid {@link FIRST_BILL_REMINDER_DAYS} after the
 * approval billed it, in the approval SMS's words (`approvalMessage`). One SMS (160 characters)
 * with a K10,000 fee and a site address of up to `SMS_HOST_LENGTH` characters.
 */
export function firstSubscriptionReminder(amount: string, login: string | undefined) {
  return `COAZ: your first subscription of ${amount} is still unpaid. Pay it ${onlineWhere(login)} or at the secretariat to become an active member.`;
}

/** Days after a first subscription is billed that its one reminder goes, if it is still unpaid. */
export const FIRST_BILL_REMINDER_DAYS = 14;

/**
 * Days after a first bill's reminder day that the job still sends it: a job that was down on the
 * day sends it late, but a bill from before this reminder existed is not raised out of the blue.
 */
export const FIRST_BILL_REMINDER_WINDOW_DAYS = 30;

/** Days before expiry a reminder goes out, the earliest first. */
export const REMINDER_DAYS = [30, 7] as const;

/** What one run of the dues job did. */
export interface DuesCycleReport {
  /** Reminders sent. */
  reminded: number;
  /** Renewal fees billed. */
  billed: number;
  /** Members whose grace period ended. */
  lapsed: number;
}

/**
 * One run of the dues job, on the date `services.clock` says: within 30 days of expiry a member
 * is billed the next year's subscription (so they can renew early; a member with no membership
 * type recorded as {@link billedMembershipType} says) and reminded at 30 and 7 days;
 * once the grace period after expiry has passed unpaid, the status returns to PENDING_PAYMENT.
 * Safe to run on several instances at once: reminders are keyed in the database, billing and
 * lapsing are conditional updates. What it bills, reminds and lapses is stamped with the clock's
 * time, not the database's, so moving the demo clock back can undo it (`rewindDuesCycle`).
 * A demo account production locked (`lockDemoAccounts`) is left alone: nobody can sign in to pay
 * its bill, and its lapse and reminders would fill the history and outbox of an account that is
 * no member's.
 *
 * An approved member who never pays their first subscription (PENDING_PAYMENT with no paid year)
 * is not ACTIVE, so none of the above reached them: the approval SMS was the last word. Decided:
 * one SMS {@link FIRST_BILL_REMINDER_DAYS} days after the bill if it is still unpaid, and never
 * another for that bill (no nagging; the secretariat follows up as it sees fit). It is keyed in the
 * reminders' table as the renewal reminders are, by the bill's Lusaka date with `daysBefore` set to
 * minus those days (a renewal's is 30 or 7), so several instances send it once, and a rewind of
 * the demo clock forgets it as it forgets theirs. Sent up to
 * {@link FIRST_BILL_REMINDER_WINDOW_DAYS} days late; older bills get none.
 */
export async function runDuesCycle(services: AppServices): Promise<DuesCycleReport> {
  const { db, clock, config } = services;
  const now = clock.now();
  const today = lusakaDate(now);
  const report: DuesCycleReport = { reminded: 0, billed: 0, lapsed: 0 };
  const horizon = addDays(today, REMINDER_DAYS[0]);
  const due = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.status, 'ACTIVE'),
        isNotNull(users.validUntil),
        lte(users.validUntil, horizon),
        ne(users.passwordHash, LOCKED_PASSWORD_HASH),
      ),
    )
    .orderBy(users.id);
  for (const member of due) {
    const validUntil = member.validUntil as string;
    const daysLeft = daysBetween(today, validUntil);
    const label = billedSubscriptionLabel(validUntil, today, config.membership.duesGraceDays);
    // The look for an unpaid fee and the new bill happen with the member's row locked: every
    // instance starts this job a few seconds after it starts, so instances restarted together
    // run it at the same moment, and two bills would keep a member who paid one PENDING_PAYMENT.
    const { fee, billed, renewed } = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ status: users.status, validUntil: users.validUntil })
        .from(users)
        .where(eq(users.id, member.id))
        .for('update');
      // The list was read before this member's turn: a renewal paid meanwhile (an earlier
      // member's SMS can take seconds) has moved the year on, and billing or lapsing by the old
      // one would charge the member again and end a membership just paid for.
      if (current?.status !== 'ACTIVE' || current.validUntil !== validUntil) {
        return { fee: undefined, billed: false, renewed: true };
      }
      const [unpaid] = await tx
        .select({
          id: receivables.id,
          amountNgwee: receivables.amountNgwee,
          description: receivables.description,
        })
        .from(receivables)
        .where(and(eq(receivables.userId, member.id), isNull(receivables.paidAt)))
        .limit(1);
      if (unpaid) {
        // Once the grace period is over, a renewal paid starts on its payment date: the bill says
        // so instead of the start it named when it was made (and says it again after a rewind).
        const restated = restatedSubscription(unpaid.description, label);
        if (restated && restated !== unpaid.description) {
          await tx
            .update(receivables)
            .set({ description: restated })
            .where(and(eq(receivables.id, unpaid.id), isNull(receivables.paidAt)));
        }
        return { fee: unpaid, billed: false, renewed: false };
      }
      const id = await billSubscription(
        tx,
        member.id,
        await billedMembershipType(tx, member),
        label,
        now,
      );
      const [made] = await tx
        .select({ id: receivables.id, amountNgwee: receivables.amountNgwee })
        .from(receivables)
        .where(eq(receivables.id, id));
      return { fee: made, billed: true, renewed: false };
    });
    if (renewed) continue;
    if (billed) report.billed += 1;
    // Two decimals: an admin may set ngwee, and a reminder must not round them away.
    const amount = kwachaText(fee?.amountNgwee ?? 0);
    // The last day of good standing, as `goodStandingUntil` gives it on every day of the paid year.
    const graceEnd = addDays(validUntil, config.membership.duesGraceDays);
    if (daysLeft >= 0) {
      const lead = REMINDER_DAYS.filter((days) => daysLeft <= days).at(-1);
      if (lead !== undefined) {
        const [claimed] = await db
          .insert(duesReminders)
          .values({ userId: member.id, validUntil, daysBefore: lead, sentAt: now })
          .onConflictDoNothing()
          .returning({ userId: duesReminders.userId });
        if (claimed) {
          await notifyMember(
            services,
            member.id,
            renewalReminder(validUntil, graceEnd, amount, loginAddress(config.publicUrl)),
          );
          await recordMembershipEvent(
            db,
            member.id,
            'reminder',
            // The dates the SMS gave, whichever reminder it was (30 or 7 days, or late: a job that
            // first sees the member 12 days before, the server down on the 30th, sends the first).
            reminderHistory(validUntil, graceEnd),
            now,
          );
          report.reminded += 1;
        }
      }
      continue;
    }
    if (today > graceEnd) {
      const [lapsed] = await db
        .update(users)
        .set({ status: 'PENDING_PAYMENT', updatedAt: now })
        .where(
          and(
            eq(users.id, member.id),
            eq(users.status, 'ACTIVE'),
            // Not one who renewed since the look above: their year no longer ends on this day.
            eq(users.validUntil, validUntil),
          ),
        )
        .returning({ id: users.id });
      if (lapsed) {
        await recordMembershipEvent(
          db,
          member.id,
          'lapsed',
          lapseHistory(validUntil, graceEnd),
          now,
        );
        await notifyMember(
          services,
          member.id,
          lapseNotice(graceEnd, amount, loginAddress(config.publicUrl)),
        );
        report.lapsed += 1;
      }
    }
  }
  report.reminded += await remindUnpaidFirstBills(services, now, today);
  return report;
}

/**
 * Sends the one reminder of each first subscription unpaid {@link FIRST_BILL_REMINDER_DAYS} days
 * after its bill (see {@link runDuesCycle}) and answers how many went.
 */
async function remindUnpaidFirstBills(
  services: AppServices,
  now: Date,
  today: string,
): Promise<number> {
  const { db, config } = services;
  const bills = await db
    .select({
      userId: users.id,
      amountNgwee: receivables.amountNgwee,
      billedAt: receivables.createdAt,
    })
    .from(receivables)
    .innerJoin(users, eq(users.id, receivables.userId))
    .where(
      and(
        eq(users.status, 'PENDING_PAYMENT'),
        isNull(users.validUntil),
        isNull(receivables.paidAt),
        ne(users.passwordHash, LOCKED_PASSWORD_HASH),
      ),
    )
    .orderBy(receivables.id);
  let reminded = 0;
  for (const bill of bills) {
    const billedOn = lusakaDate(bill.billedAt);
    const late = daysBetween(billedOn, today) - FIRST_BILL_REMINDER_DAYS;
    if (late < 0 || late > FIRST_BILL_REMINDER_WINDOW_DAYS) continue;
    const [claimed] = await db
      .insert(duesReminders)
      .values({
        userId: bill.userId,
        validUntil: billedOn,
        daysBefore: -FIRST_BILL_REMINDER_DAYS,
        sentAt: now,
      })
      .onConflictDoNothing()
      .returning({ userId: duesReminders.userId });
    if (!claimed) continue;
    await notifyMember(
      services,
      bill.userId,
      firstSubscriptionReminder(kwachaText(bill.amountNgwee), loginAddress(config.publicUrl)),
    );
    await recordMembershipEvent(
      db,
      bill.userId,
      'reminder',
      `Reminded that the first subscription billed ${readableDate(billedOn)} is unpaid`,
      now,
    );
    reminded += 1;
  }
  return reminded;
}

/** Runs the dues job every `DUES_JOB_INTERVAL_MS` (and once shortly after start). */
export function startDuesJob(services: AppServices): { stop(): void } {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    runDuesCycle(services)
      .catch((error: Error) => services.log(`dues job failed: ${error.message}`))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, services.config.membership.duesJobIntervalMs);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
