import type { MobileMoneyProvider } from './mobile-money-provider';

/** The sandbox's `provider` on the payments it handled. */
export const SANDBOX_PROVIDER_NAME = 'sandbox';

/** Wallet numbers ending in this are declined by the sandbox, to try the failure path. */
export const SANDBOX_DECLINED_SUFFIX = '000';

/**
 * The demo provider: a SANDBOX that moves no money. It approves every collection `delayMs` after
 * the request (declining numbers ending in {@link SANDBOX_DECLINED_SUFFIX}). It works the answer
 * out from the stored payment alone, so any instance can settle it. Production refuses it.
 */
export function createSandboxMobileMoneyProvider(delayMs: number): MobileMoneyProvider {
  return {
    name: SANDBOX_PROVIDER_NAME,
    sandbox: true,
    networks: ['MTN', 'AIRTEL', 'ZAMTEL'],
    referenceFor: (paymentId) => `sandbox:${paymentId}`,
    async requestCollection() {},
    async checkCollection({ phoneNumber, requestedAt }) {
      if (Date.now() < requestedAt.getTime() + delayMs) return { status: 'PENDING' };
      return phoneNumber.endsWith(SANDBOX_DECLINED_SUFFIX)
        ? { status: 'FAILED', reason: 'APPROVAL_REJECTED' }
        : { status: 'CONFIRMED' };
    },
  };
}
