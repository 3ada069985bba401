import { LOCAL_FAILURE } from './payment-settlement';

/**
 * Reasons that mean nobody answered the prompt in time: MTN's own `EXPIRED`, and ours when a
 * payment waited past `PAYMENT_PENDING_TIMEOUT_SECONDS`.
 */
const UNANSWERED = new Set(['EXPIRED', `${LOCAL_FAILURE}EXPIRED`]);

/**
 * What a member is told of a failed payment, by the reason recorded for it. A member who let the
 * prompt time out did not decline it, and one whose wallet was short needs to top it up first, so
 * those are said apart; any other reason (a provider's internal error, an unknown code) is told
 * plainly as not gone through, never as the member's refusal.
 * @example paymentFailureMessage('LOCAL_EXPIRED') // 'The payment prompt was not approved in time; …'
 */
export function paymentFailureMessage(reason: string | null): string {
  if (reason && UNANSWERED.has(reason)) {
    return 'The payment prompt was not approved in time; you can try again';
  }
  if (reason === 'APPROVAL_REJECTED')
    return 'The payment was declined on the phone; you can try again';
  if (reason === 'NOT_ENOUGH_FUNDS') {
    return 'There was not enough money in the wallet; top it up and try again';
  }
  return 'The payment did not go through; you can try again';
}
