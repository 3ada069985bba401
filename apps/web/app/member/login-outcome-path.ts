import type { LoginOutcome } from '@coaz/api-client';

/**
 * Where a login leads. The follow-up pages get what they need in the query string, so a reload (or
 * a member who comes back to the tab) keeps the flow going.
 */
export function loginOutcomePath(outcome: LoginOutcome): string {
  switch (outcome.kind) {
    case 'active':
      // The dashboard's welcome says what needs doing (renew, receipts, the card).
      return '/dashboard';
    case 'pending-payment':
      return `/mobile_payment?${new URLSearchParams({
        userId: String(outcome.userId),
        receivableId: String(outcome.receivableId),
        criteriaId: String(outcome.criteriaId),
        sponsor: outcome.sponsor,
      })}`;
    case 'otp':
      return `/change_password?${new URLSearchParams({ username: outcome.username })}`;
    case 'incomplete-registration':
      return `/finish_registration?${new URLSearchParams({ userId: String(outcome.userId) })}`;
  }
}
