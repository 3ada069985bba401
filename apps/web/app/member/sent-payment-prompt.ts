import { MOBILE_MONEY_NETWORKS, type MobileMoneyNetwork } from './mobile-money-network';

const PREFIX = 'coaz.member.payment.sent.';

/** The prompt this tab sent for a fee: which payment, and the network and number it went to. */
export interface SentPaymentPrompt {
  paymentId: string;
  network: MobileMoneyNetwork;
  /** As the member typed it. */
  phoneNumber: string;
}

/**
 * Keeps in the tab's session storage the prompt sent for fee `receivableId`, or forgets it
 * (`undefined`), so the payment page opened again mid-payment shows the number the prompt went to.
 */
export function keepSentPaymentPrompt(receivableId: string, prompt: SentPaymentPrompt | undefined) {
  try {
    if (prompt) sessionStorage.setItem(PREFIX + receivableId, JSON.stringify(prompt));
    else sessionStorage.removeItem(PREFIX + receivableId);
  } catch {
    // Storage refused (a private window, full): the page shows the profile's number, as before.
  }
}

/**
 * The prompt this tab sent for fee `receivableId` when it is payment `paymentId`, the one the fee
 * still waits for; undefined for any other (sent from another tab or phone, or an older one).
 * @example sentPaymentPromptFor('5', fee.pendingPaymentId) // { paymentId, network: 'MTN', phoneNumber: '0961234567' }
 */
export function sentPaymentPromptFor(
  receivableId: string,
  paymentId: string,
): SentPaymentPrompt | undefined {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(PREFIX + receivableId) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return undefined;
    const { paymentId: keptId, network, phoneNumber } = kept as Record<string, unknown>;
    const known = MOBILE_MONEY_NETWORKS.find((entry) => entry.id === network);
    return keptId === paymentId && known && typeof phoneNumber === 'string'
      ? { paymentId, network: known.id, phoneNumber }
      : undefined;
  } catch {
    return undefined;
  }
}
