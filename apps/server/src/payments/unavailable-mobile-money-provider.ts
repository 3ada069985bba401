import type { MobileMoneyProvider } from './mobile-money-provider';

/**
 * `PAYMENT_PROVIDER=none`: fees are not paid online. It collects from no network, so the payment
 * routes answer 503 `payments_unavailable`; payments stored earlier stay as they were.
 */
export function createUnavailableMobileMoneyProvider(): MobileMoneyProvider {
  return {
    name: 'none',
    sandbox: false,
    networks: [],
    referenceFor: (paymentId) => paymentId,
    async requestCollection() {
      throw new Error('Payments are not available online');
    },
    async checkCollection() {
      return { status: 'PENDING' };
    },
  };
}
