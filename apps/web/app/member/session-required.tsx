import { useApiClient } from '@coaz/api-client/react';
import { Alert } from '@coaz/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../content/use-hydrated';

/**
 * Shows a follow-up flow only while the session its login opened lasts (session storage, so a
 * reload keeps it; a closed tab ends it); otherwise asks the member to log in again.
 */
export function SessionRequired({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  if (!client.auth.hasSession()) {
    return (
      <Alert tone="warning" title="Your session has ended">
        <p>
          <Link to="/login" className="coaz-link">
            Log in again
          </Link>{' '}
          to continue.
        </p>
      </Alert>
    );
  }
  return <>{children}</>;
}
