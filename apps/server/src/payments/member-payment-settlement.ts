import type { AppServices } from '../app-services';
import { recordConfirmedPayment } from '../receipts/record-confirmed-payment';
import { createPaymentSettlement, type PaymentSettlement } from './payment-settlement';
import { tellConfirmedPayment } from './tell-confirmed-payment';

/**
 * The settlement of members' fees: the provider's answer settles the payment, and a confirmed
 * one gets its receipt, membership number and year of membership in the same transaction, and
 * the member an SMS once it has committed. The payment routes and the background reconciler use
 * this one, so a payment confirmed by either is recorded, and told, the same way.
 */
export function createMemberPaymentSettlement(
  services: Pick<AppServices, 'db' | 'payments' | 'config' | 'log' | 'clock' | 'messages'>,
): PaymentSettlement {
  return createPaymentSettlement({
    db: services.db,
    provider: services.payments,
    pendingTimeoutSeconds: services.config.paymentPendingTimeoutSeconds,
    log: services.log,
    clock: services.clock,
    onConfirmed: (tx, payment, now) =>
      recordConfirmedPayment(tx, payment, now, services.config.membership.duesGraceDays),
    afterConfirmed: (payment) => tellConfirmedPayment(services, payment),
  });
}
