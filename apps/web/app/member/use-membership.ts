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

/** The signed-in member's membership and what needs doing. */
export function useMembershipSummary(): UseQueryResult<MembershipSummary, Error> {
  const membership = useMembershipClient();
  return useQuery({
    queryKey: membershipKeys.summary,
    queryFn: ({ signal }) => membership.summary({ signal }),
    retry: false,
  });
}
