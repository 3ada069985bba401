import { eq } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { lusakaDate } from '../clock/lusaka-date';
import { users } from '../db/schema';
import { goodStandingUntil } from '../membership/good-standing';
import { receipts } from '../membership/membership-schema';
import { notifyMember } from '../membership/notify-member';
import { kwachaText } from './kwacha-text';
import { mobileMoneyPayment } from './mobile-money-payment';
import { mobileMoneyPaymentNotice, paidTwiceNotice } from './money-notices';
import type { PaymentRow } from './payment-settlement';
import { SANDBOX_PROVIDER_NAME } from './sandbox-mobile-money-provider';
import { readableMobileNumber } from './zambian-mobile-number';

/**
 * Tells a member by SMS that their mobile-money payment was confirmed, as a payment the
 * secretariat records is: the amount, the network, the receipt's number, the end of the paid
 * year and the last day of good standing, as the card says them ({@link mobileMoneyPaymentNotice}). A payment that came for a fee already paid (`refundDue`)
 * has no receipt; the member is told instead that it will be paid back ({@link paidTwiceNotice}).
 * Called once the confirmation has committed, once a payment (`afterConfirmed` of the settlement).
 * A sandbox payment says so, as its page and receipt do: no money moved.
 */
export async function tellConfirmedPayment(
  services: Pick<AppServices, 'db' | 'messages' | 'log' | 'clock' | 'config'>,
  row: PaymentRow,
): Promise<void> {
  const payment = mobileMoneyPayment(row);
  const amount = kwachaText(payment.amountNgwee);
  let notice: string;
  if (payment.refundDue) {
    notice = paidTwiceNotice(amount, readableMobileNumber(payment.phoneNumber), payment.network);
  } else {
    const [receipt] = await services.db
      .select({
        receiptNumber: receipts.receiptNumber,
        validUntil: receipts.validUntil,
        status: users.status,
      })
      .from(receipts)
      .innerJoin(users, eq(users.id, receipts.userId))
      .where(eq(receipts.paymentId, payment.id));
    // A fee whose member or bill was removed meanwhile gets no receipt, and no one to tell.
    if (!receipt) return;
    const standing = goodStandingUntil(
      { status: receipt.status, validUntil: receipt.validUntil },
      lusakaDate(services.clock.now()),
      services.config.membership.duesGraceDays,
    );
    notice = mobileMoneyPaymentNotice(
      amount,
      payment.network,
      receipt.receiptNumber,
      receipt.validUntil,
      receipt.validUntil ? standing.until : null,
    );
  }
  const sandbox = payment.provider === SANDBOX_PROVIDER_NAME ? 'SANDBOX, no money moved. ' : '';
  await notifyMember(services, payment.userId, `${sandbox}${notice}`);
}
