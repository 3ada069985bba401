import type { PaymentMethod } from '../db/schema';

/** The ways of paying the secretariat records, besides mobile money online. */
export const RECORDED_PAYMENT_METHODS = ['BANK_TRANSFER', 'CASH', 'CHEQUE'] as const;

/** A way of paying the secretariat records. */
export type RecordedPaymentMethod = (typeof RECORDED_PAYMENT_METHODS)[number];

/** Each way of paying as the receipt, the history and the secretariat's list name it. */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  MOBILE_MONEY: 'Mobile money',
  BANK_TRANSFER: 'Bank transfer',
  CASH: 'Cash at the office',
  CHEQUE: 'Cheque',
};

/** What the reference of each recorded way of paying is, as the receipt labels it. */
export const PAYMENT_REFERENCE_NAMES: Record<RecordedPaymentMethod, string> = {
  BANK_TRANSFER: 'Bank reference',
  CASH: 'Office receipt number',
  CHEQUE: 'Cheque number',
};
