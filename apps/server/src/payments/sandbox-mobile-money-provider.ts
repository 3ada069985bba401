import type { MobileMoneyProvider } from './mobile-money-provider';

/** Wallet numbers ending in this are declined by the sandbox, to try the failure path. */
export const SANDBOX_DECLINED_SUFFIX = '000';

/**
 * The default provider: a SANDBOX that moves no money. It approves every collection
 * `delayMs` after the request (declining numbers ending in {@link SANDBOX_DECLINED_SUFFIX}).
 * The due time travels inside the reference, so any instance can settle it.
 */
export function createSandboxMobileMoneyProvider(delayMs: number): MobileMoneyProvider {
  return {
    name: 'sandbox',
    sandbox: true,
    async requestCollection(request) {
      const outcome = request.phoneNumber.endsWith(SANDBOX_DECLINED_SUFFIX) ? 'decline' : 'approve';
      return {
        providerReference: `sandbox:${request.paymentId}:${outcome}:${Date.now() + delayMs}`,
      };
    },
    async checkCollection(providerReference) {
      const [, , outcome, dueAt] = providerReference.split(':');
      if (Date.now() < Number(dueAt)) return 'PENDING';
      return outcome === 'approve' ? 'CONFIRMED' : 'FAILED';
    },
  };
}
