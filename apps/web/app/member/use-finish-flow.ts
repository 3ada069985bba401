import { apiQueryKeys } from '@coaz/api-client/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginNotice } from './login-notice';
import { membershipKeys } from './use-membership';

/**
 * What the dashboard's welcome says the member's standing from: the account (`GET current`) and
 * the membership summary (`GET membership`).
 */
const STANDING_KEYS = [apiQueryKeys.currentUser, membershipKeys.summary] as const;

/**
 * Ends a follow-up flow (payment, new password, registration). The answer that finished it
 * carried fresh tokens, which the form stored, so the member stays signed in: the cached member is
 * read again with the new status, and the dashboard's welcome says what is next. Every cached
 * query is read again, not only marked stale: the header's account stays on screen across the
 * move, so a query it alone observes is never mounted again and would keep the signed-out
 * member (an applicant signed in by /join saw "Log in" and no "Application received."; e2e).
 *
 * The standing the dashboard opens with ({@link STANDING_KEYS}) is read before the move: cached
 * from an earlier visit and shown by nothing on this page, it was only marked stale, so on slow
 * data the dashboard drew it as it was while reading it again: "Payment received; your membership
 * is active" above "You are not in good standing yet … Pay now" for seconds. One that could not be
 * read (the connection dropped) is forgotten, so the dashboard loads it instead of showing the old.
 */
export function useFinishFlow(): (notice: LoginNotice) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (notice) => {
    // Reads again, and waits for, what this page shows (the header's account among it).
    await queryClient.invalidateQueries({ queryKey: apiQueryKeys.all });
    // Then the standing no part of this page shows: what is shown was read just now, once.
    await Promise.all(
      STANDING_KEYS.map((queryKey) =>
        queryClient.refetchQueries({ queryKey, exact: true, type: 'inactive' }),
      ),
    );
    for (const queryKey of STANDING_KEYS) {
      const query = queryClient.getQueryCache().find({ queryKey, exact: true });
      if (query?.state.isInvalidated && query.getObserversCount() === 0) {
        queryClient.removeQueries({ queryKey, exact: true });
      }
    }
    await navigate('/dashboard', { state: notice });
  };
}
