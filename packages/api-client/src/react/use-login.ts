import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginOutcome } from '../auth/member-types';
import { apiQueryKeys } from './api-query-keys';
import { useApiClient } from './use-api-client';

/** What the login form sends. */
export interface LoginCredentials {
  /** As the member typed it; blank is refused before any request. */
  username: string;
  /** As the member typed it; blank is refused before any request. */
  password: string;
}

/**
 * Logs in. On an `active` outcome the current member goes straight into the cache, so
 * {@link useCurrentUser} shows them without another request. Errors carry a message to show
 * beside the form (which keeps what was typed).
 * @example
 * const login = useLogin();
 * login.mutate({ username, password }, { onSuccess: (outcome) => route(outcome) });
 */
export function useLogin(): UseMutationResult<LoginOutcome, Error, LoginCredentials> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, password }: LoginCredentials) => client.auth.login(username, password),
    onSuccess: async (outcome) => {
      if (outcome.kind === 'active') {
        queryClient.setQueryData(apiQueryKeys.currentUser, outcome.user);
      } else {
        await queryClient.invalidateQueries({ queryKey: apiQueryKeys.currentUser });
      }
    },
  });
}
