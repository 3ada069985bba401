import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { MemberUser } from '../auth/member-types';
import { apiQueryKeys } from './api-query-keys';
import { useApiClient } from './use-api-client';

/**
 * The logged-in member, or `null` when nobody is (then no request is made). Check
 * `data.status === 'ACTIVE'` before showing the member area. Failures are not retried: a refused
 * token has already been refreshed once by the client.
 * @example
 * const { data: member } = useCurrentUser();
 * return member ? <p>Welcome, {member.firstName}</p> : <LoginLink />;
 */
export function useCurrentUser(): UseQueryResult<MemberUser | null, Error> {
  const client = useApiClient();
  return useQuery({
    queryKey: apiQueryKeys.currentUser,
    queryFn: ({ signal }) =>
      client.auth.hasSession() ? client.auth.currentUser({ signal }) : null,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
