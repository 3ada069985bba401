import type { MobileMoneyNetwork } from '../db/schema';
import { readableDate } from '../membership/lusaka-date';
import { onlineWhere } from '../membership/sms-site-address';
import { NETWORK_PAYMENT_NAMES } from './network-payment-names';
import type { RecordedPaymentMethod } from './payment-method';

/** How each recorded way of paying reads after the amount in an SMS: "K350.00 by bank transfer". */
const PAID_HOW: Record<RecordedPaymentMethod, string> = {
  BANK_TRANSFER: 'by bank transfer',
  CASH: 'in cash',
  CHEQUE: 'by cheque',
};

/**
 * The SMS telling a member the secretariat billed them a year's subscription (`POST
 * admin/subscriptions`): the amount, and that it is paid online or at the secretariat. One SMS (160
 * GSM characters) with a K10,000.00 fee and a site host of up to `SMS_HOST_LENGTH` characters.
 * @example billedNotice('K350.00', 'coaz.org.zm/login')
 * // 'COAZ: the secretariat billed your membership subscription for a year: K350.00. Pay it at coaz.org.zm/login or at the secretariat.'
 */
export function billedNotice(amount: string, login: string | undefined): string {
  return `COAZ: the secretariat billed your membership subscription for a year: ${amount}. Pay it ${onlineWhere(login)} or at the secretariat.`;
}

/**
 * The SMS confirming a payment the secretariat recorded (bank transfer, cash, cheque): amount, how
 * it came, the association's receipt number (the one on the receipt the member downloads), the end
 * of the paid year and the last day of good standing (`standingUntil`, the grace period's end, as
 * the card and /verify say it), in the words of a mobile-money payment's confirmation. One SMS with
 * a K10,000.00 fee and two dates of the longest month.
 */
export function recordedPaymentNotice(
  amount: string,
  method: RecordedPaymentMethod,
  receiptNumber: string,
  validUntil: string | null,
  standingUntil: string | null,
): string {
  return paymentReceivedNotice(amount, PAID_HOW[method], receiptNumber, validUntil, standingUntil);
}

/**
 * The SMS confirming a mobile-money payment, in the words of {@link recordedPaymentNotice}, the
 * network named as the receipt names it. One SMS with a K10,000.00 fee and two dates of the
 * longest month.
 * @example mobileMoneyPaymentNotice('K300.00', 'MTN', 'R2026-000012', '2027-12-06', '2028-01-05')
 * // 'COAZ: payment received, K300.00 by MTN MoMo (receipt R2026-000012). Your paid year runs to 6 December 2027; in good standing until 5 January 2028.'
 */
export function mobileMoneyPaymentNotice(
  amount: string,
  network: MobileMoneyNetwork,
  receiptNumber: string,
  validUntil: string | null,
  standingUntil: string | null,
): string {
  return paymentReceivedNotice(
    amount,
    `by ${NETWORK_PAYMENT_NAMES[network]}`,
    receiptNumber,
    validUntil,
    standingUntil,
  );
}

/**
 * The card's words ("Paid year: Runs to …", "Standing: In good standing until …"): it once said
 * "Your membership is valid until" the paid year's last day, a month before the standing date the
 * card and /verify gave. A member not in good standing after the payment (another fee unpaid) is
 * told the paid year alone.
 */
function paymentReceivedNotice(
  amount: string,
  paidHow: string,
  receiptNumber: string,
  validUntil: string | null,
  standingUntil: string | null,
): string {
  const standing = standingUntil ? `; in good standing until ${readableDate(standingUntil)}` : '';
  const year = validUntil ? ` Your paid year runs to ${readableDate(validUntil)}${standing}.` : '';
  return `COAZ: payment received, ${amount} ${paidHow} (receipt ${receiptNumber}).${year}`;
}

/**
 * The SMS telling a member that a mobile-money payment arrived for a fee another payment had
 * already paid (its result came late), and that the secretariat will send it back to the wallet
 * (`wallet`, as people write it) it came from: no "payment received" for money that is not kept.
 * One SMS with a K10,000.00 fee.
 * @example paidTwiceNotice('K300.00', '0961 110 011', 'MTN')
 * // 'COAZ: you paid a membership fee twice; the secretariat will refund K300.00 to 0961 110 011 (MTN MoMo).'
 */
export function paidTwiceNotice(
  amount: string,
  wallet: string,
  network: MobileMoneyNetwork,
): string {
  return `COAZ: you paid a membership fee twice; the secretariat will refund ${amount} to ${wallet} (${NETWORK_PAYMENT_NAMES[network]}).`;
}

/**
 * The SMS telling a member a fee they paid twice was paid back, to the wallet it came from
 * (`wallet`, as people write it: `0966 111 002`), named with its network as the receipt names it
 * ("MTN MoMo"). One SMS with a K10,000.00 fee.
 * @example refundNotice('K300.00', '0966 111 002', 'MTN')
 * // 'COAZ: we paid back K300.00, a membership fee you paid twice, to 0966 111 002 (MTN MoMo).'
 */
export function refundNotice(amount: string, wallet: string, network?: MobileMoneyNetwork): string {
  const to = network ? `${wallet} (${NETWORK_PAYMENT_NAMES[network]})` : wallet;
  return `COAZ: we paid back ${amount}, a membership fee you paid twice, to ${to}.`;
}
