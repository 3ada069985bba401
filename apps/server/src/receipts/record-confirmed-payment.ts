import { eq } from 'drizzle-orm';
import { lusakaDate } from '../clock/lusaka-date';
import type { AppDatabase } from '../db/database';
import { type payments, receivables, users } from '../db/schema';
import { goodStandingUntil } from '../membership/good-standing';
import { oneYearFrom, readableDate } from '../membership/lusaka-date';
import { recordMembershipEvent } from '../membership/membership-events';
import { nextMembershipNumber, nextReceiptNumber } from '../membership/membership-number';
import { receipts } from '../membership/membership-schema';
import { paidYearWords } from '../membership/paid-year-words';
import { membershipTypeOfCriterion } from '../membership/subscription-fee';
import {
  paidSubscriptionLabel,
  restatedSubscription,
  subscriptionStart,
} from '../membership/subscription-period';
import { kwachaText } from '../payments/kwacha-text';
import { PAYMENT_METHOD_NAMES } from '../payments/payment-method';

type Executor = Pick<AppDatabase, 'select' | 'insert' | 'update' | 'execute'>;
type PaymentRow = typeof payments.$inferSelect;

/**
 * What a confirmed payment does beyond settling its fee, in the same transaction: a receipt with
 * its number, a membership number when the member has none, the membership type the fee was for
 * when the member has none recorded, and the subscription extended by a
 * year: from the day after the current expiry when the member renews by the end of the grace
 * period (`graceDays`) after it, otherwise from the payment date (`subscriptionStart`). A
 * subscription's fee and receipt then state that period, whatever the bill said when it was made
 * (a bill made before the year ended named the start it would have had then). The member's history
 * states the paid year and the good standing it gives, in the card's words.
 */
export async function recordConfirmedPayment(
  tx: Executor,
  payment: PaymentRow,
  now: Date,
  graceDays: number,
): Promise<void> {
  const [user] = await tx.select().from(users).where(eq(users.id, payment.userId));
  const [fee] = await tx.select().from(receivables).where(eq(receivables.id, payment.receivableId));
  if (!user || !fee) return;
  const today = lusakaDate(now);
  // A payment the secretariat records is dated the day the money arrived: a member whose transfer
  // reached the bank before their grace period ended renewed in time, however late it was recorded.
  const start = subscriptionStart(user.validUntil, payment.receivedOn ?? today, graceDays);
  const validUntil = fee.coversUntil ?? oneYearFrom(start);
  const description =
    restatedSubscription(fee.description, paidSubscriptionLabel(start, validUntil)) ??
    fee.description;
  if (description !== fee.description) {
    await tx.update(receivables).set({ description }).where(eq(receivables.id, fee.id));
  }
  const membershipNumber = user.membershipNumber ?? (await nextMembershipNumber(tx));
  // A member from before membership types (the old follow-up, the demo's demo.payment) paid a
  // criterion's fee: their card, the verification page and the dues job then name the type paid
  // for instead of "Member" and none.
  const membershipType = user.membershipType ?? membershipTypeOfCriterion(fee.criteriaId);
  await tx
    .update(users)
    .set({ validUntil, membershipNumber, membershipType, updatedAt: now })
    .where(eq(users.id, user.id));
  const receiptNumber = await nextReceiptNumber(tx, today.slice(0, 4));
  await tx
    .insert(receipts)
    .values({
      receiptNumber,
      paymentId: payment.id,
      userId: user.id,
      amountNgwee: payment.amountNgwee,
      description,
      // The receipt's "Paid by": the network, or the way the secretariat received the money.
      network: payment.network ?? payment.method,
      issuedAt: now,
      periodFrom: start,
      validUntil,
    })
    .onConflictDoNothing();
  // The standing as the card reads it once this payment is in: the status was settled before
  // (`activateWhenPaidUp`), so a member with another fee still unpaid is not told they are in good
  // standing.
  const standing = goodStandingUntil({ status: user.status, validUntil }, today, graceDays);
  const year = paidYearWords(validUntil, standing.until);
  await recordMembershipEvent(
    tx,
    user.id,
    'payment',
    payment.method === 'MOBILE_MONEY'
      ? `Paid ${kwachaText(payment.amountNgwee)} (receipt ${receiptNumber}); ${year}`
      : `Paid ${kwachaText(payment.amountNgwee)}, ${PAYMENT_METHOD_NAMES[payment.method].toLowerCase()} received ${readableDate(payment.receivedOn ?? today)} (receipt ${receiptNumber}); ${year}`,
    now,
  );
}
