import type { ApiClient } from '@coaz/api-client';
import type { MembershipClient } from '@coaz/api-client/membership';
import { useApiClient } from '@coaz/api-client/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RefundDue } from './refunds-due';
import { membershipKeys } from './use-membership';
import { useMembershipClient } from './use-membership-client';

/** Query key of the refunds due, under the api-client's `coaz` prefix. */
export const refundsDueKey = ['coaz', 'admin', 'refunds'] as const;

/** The applications waiting for review, as "Applications to review" lists them and the welcome counts them. */
export function waitingApplicationsQuery(membership: MembershipClient) {
  return queryOptions({
    queryKey: membershipKeys.applications,
    queryFn: ({ signal }) => membership.admin.applications('SUBMITTED', { signal }),
  });
}

/** The refunds due, as "Refunds due" lists them and the welcome counts them. */
export function refundsDueQuery(client: ApiClient) {
  return queryOptions({
    queryKey: refundsDueKey,
    queryFn: ({ signal }) => client.http.get<{ items: RefundDue[] }>('admin/refunds', { signal }),
  });
}

/**
 * What waits on the secretariat: how many applications are waiting for review and how many
 * refunds are due. A count is `undefined` until it is known (loading, failed, or not an admin).
 */
export interface SecretariatQueue {
  applications: number | undefined;
  refunds: number | undefined;
}

/**
 * Counts what the secretariat must act on, for the dashboard's welcome. It reads the same queries
 * as "Applications to review" and "Refunds due", so the lists and the counts
 * are one fetch and stay in step as an admin decides or marks a line. Kept apart from those lists,
 * which are loaded only when an admin opens the dashboard, so a member's page downloads neither.
 */
export function useSecretariatQueue(enabled: boolean): SecretariatQueue {
  const membership = useMembershipClient();
  const client = useApiClient();
  const applications = useQuery({ ...waitingApplicationsQuery(membership), enabled });
  const refunds = useQuery({ ...refundsDueQuery(client), enabled });
  return {
    applications: enabled ? applications.data?.length : undefined,
    refunds: enabled ? refunds.data?.items.length : undefined,
  };
}
