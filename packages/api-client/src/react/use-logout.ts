import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQueryKeys } from './api-query-keys';
import { useApiClient } from './use-api-client';

/**
 * Logs out: forgets both tokens, drops every answer the cache holds and sets the cached current
 * member to `null`. Members share phones: what the cache kept from the member's session (their
 * membership, receipts, profile, an editor's drafts) would otherwise be shown to whoever logs in
 * next in the same tab until it was read again. Public lists are read again when next shown.
 * @example
 * const logout = useLogout();
 * <button type="button" onClick={() => logout.mutate()}>Log out</button>
 */
export function useLogout(): UseMutationResult<void, Error, void> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.auth.logout(),
    onSuccess: () => {
      queryClient.removeQueries();
      queryClient.setQueryData(apiQueryKeys.currentUser, null);
    },
  });
}
