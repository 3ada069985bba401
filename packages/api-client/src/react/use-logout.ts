import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQueryKeys } from './api-query-keys';
import { useApiClient } from './use-api-client';

/**
 * Logs out: forgets both tokens and sets the cached current member to `null`.
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
      queryClient.setQueryData(apiQueryKeys.currentUser, null);
    },
  });
}
