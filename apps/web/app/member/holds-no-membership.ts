import type { MembershipSummary } from '@coaz/api-client/membership';

/**
 * An account the server counts as ACTIVE that holds no membership, owes nothing and has no
 * application: one that finished registering through the old follow-up (`/finish_registration`)
 * with no fee on record, or a studio or secretariat account. It may apply from itself
 * (`POST applications/mine`, from /join signed in), since /join's own form would refuse the NRC and
 * mobile number it holds; the server decides the same by the billing's `not_a_member`.
 */
export function holdsNoMembership(summary: MembershipSummary): boolean {
  return (
    summary.status === 'ACTIVE' &&
    !summary.membershipNumber &&
    !summary.validUntil &&
    !summary.fee &&
    !summary.application &&
    summary.todo.length === 0
  );
}
