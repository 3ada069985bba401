import { apiQueryKeys } from '@coaz/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginNotice } from './login-notice';

/**
 * Ends a follow-up flow (payment, new password, registration). The answer that finished it
 * carried fresh tokens, which the form stored, so the member stays signed in: the cached member is
 * read again with the new status, and the dashboard's welcome says what is next. Every cached
 * query is only marked stale, not read again here: the page being left would refetch what it
 * shows (the fee, the summary) just before the dashboard read it once more, so each is read once,
 * by the page that shows it.
 */
export function useFinishFlow(): (notice: LoginNotice) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (notice) => {
    await queryClient.invalidateQueries({ queryKey: apiQueryKeys.all, refetchType: 'none' });
    await navigate('/dashboard', { state: notice });
  };
}
