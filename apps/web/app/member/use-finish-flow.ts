import { useLogout } from '@coaz/api-client/react';
import { useNavigate } from 'react-router';
import type { LoginNotice } from './login-notice';

/**
 * Ends a follow-up flow (payment, new password, registration): the session the login opened for
 * it is closed on the server and in the tab, then the member logs in afresh, which now succeeds.
 */
export function useFinishFlow(): (notice: LoginNotice) => Promise<void> {
  const logout = useLogout();
  const navigate = useNavigate();
  return async (notice) => {
    // The api-client ends the local session even when the revocation call fails.
    await logout.mutateAsync().catch(() => undefined);
    await navigate('/login', { state: notice });
  };
}
