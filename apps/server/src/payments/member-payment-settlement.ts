import type { AppServices } from '../app-services';
import { recordConfirmedPayment } from '../receipts/record-confirmed-payment';
import { createPaymentSettlement, type PaymentSettlement } from './payment-settlement';

/**
 * The settlement of members' fees: the provider's answer settles the payment, and a confirmed
 * one gets its receipt, membership number and year of membership in the same transaction. The
 * payment routes and the background reconciler use this one, so a payment confirmed by either
 * is recorded the same way.
 */
export function createMemberPaymentSettlement(
  services: Pick<AppServices, 'db' | 'payments' | 'config' | 'log' | 'clock'>,
): PaymentSettlement {
  return createPaymentSettlement({
    db: services.db,
    provider: services.payments,
    pendingTimeoutSeconds: services.config.paymentPendingTimeoutSeconds,
    log: services.log,
    clock: services.clock,
    onConfirmed: recordConfirmedPayment,
  });
}
