import type { MobileMoneyNetwork, payments } from '../db/schema';

type PaymentRow = typeof payments.$inferSelect;

/** A payment made by mobile money: it has the network and wallet the prompt went to. */
export type MobileMoneyPaymentRow = PaymentRow & {
  network: MobileMoneyNetwork;
  phoneNumber: string;
};

/**
 * `row` as the mobile-money payment it is. Only a payment the secretariat recorded lacks a network
 * and wallet (the table's `payments_method_details` check), and such a payment is never asked of a
 * provider, refunded or shown as a prompt, so reaching one here is a bug, not bad input.
 * @throws Error when `row` is a payment the secretariat recorded
 */
export function mobileMoneyPayment(row: PaymentRow): MobileMoneyPaymentRow {
  if (row.network === null || row.phoneNumber === null) {
    throw new Error(`payment ${row.id} was not made by mobile money`);
  }
  return row as MobileMoneyPaymentRow;
}
