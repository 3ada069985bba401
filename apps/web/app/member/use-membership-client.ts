import { createMembershipClient, type MembershipClient } from '@coaz/api-client/membership';
import { useApiClient } from '@coaz/api-client/react';
import { useMemo } from 'react';

/**
 * The membership calls (applications, dues, receipts, profile, recovery) over the page's client:
 * the same session and token refresh. Kept out of the core client so public pages do not load it.
 */
export function useMembershipClient(): MembershipClient {
  const client = useApiClient();
  return useMemo(() => createMembershipClient(client), [client]);
}
