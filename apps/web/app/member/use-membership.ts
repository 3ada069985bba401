import type { MembershipSummary } from '@coaz/api-client/membership';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useMembershipClient } from './use-membership-client';

/** Query keys of the membership data, under the api-client's `coaz` prefix. */
export const membershipKeys = {
  summary: ['coaz', 'membership'] as const,
  history: ['coaz', 'membership', 'history'] as const,
  receipts: ['coaz', 'membership', 'receipts'] as const,
  profile: ['coaz', 'membership', 'profile'] as const,
  applications: ['coaz', 'membership', 'applications'] as const,
  /** The public list of annual subscriptions, which /join reads too. */
  dues: ['coaz', 'dues'] as const,
};

/**
 * How long a read membership summary serves every part that shows it (the dashboard, its welcome
 * and card, the profile editor, /join's applying account) without another request. Each part
 * mounting a moment after the answer came asked again while it was never fresh (2-4 reads on
 * arriving at the dashboard); whatever changes the membership invalidates the key, which a
 * `staleTime` never holds back.
 */
export const MEMBERSHIP_SUMMARY_STALE_MS = 60_000;

/** The one query of the signed-in member's membership summary, with its key and freshness. */
export function membershipSummaryQuery(membership: ReturnType<typeof useMembershipClient>) {
  return {
    queryKey: membershipKeys.summary,
    queryFn: ({ signal }: { signal: AbortSignal }) => membership.summary({ signal }),
    staleTime: MEMBERSHIP_SUMMARY_STALE_MS,
    retry: false,
  } as const;
}

/** The signed-in member's membership and what needs doing. */
export function useMembershipSummary(): UseQueryResult<MembershipSummary, Error> {
  const membership = useMembershipClient();
  return useQuery(membershipSummaryQuery(membership));
}
