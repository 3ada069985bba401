import { apiQueryKeys } from '@coaz/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginNotice } from './login-notice';

/**
 * Ends a follow-up flow (payment, new password, registration). The answer that finished it
 * carried fresh tokens, which the form stored, so the member stays signed in: the cached member is
 * read again with the new status, and the dashboard's welcome says what is next. Every cached
 * query is read again, not only marked stale: the header's account stays on screen across the
 * move, so a query it alone observes is never mounted again and would keep the signed-out
 * member (an applicant signed in by /join saw "Log in" and no "Application received."; e2e).
 */
export function useFinishFlow(): (notice: LoginNotice) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (notice) => {
    await queryClient.invalidateQueries({ queryKey: apiQueryKeys.all });
    await navigate('/dashboard', { state: notice });
  };
}
