import { useCurrentUser } from '@coaz/api-client/react';
import { useHydrated } from '../content/use-hydrated';

/**
 * Whether the visitor is a logged-in, active member whose `role` (from `GET current`) is
 * `editor` or `admin` (an admin may do all an editor can). Always false while a prerendered page
 * hydrates, so its HTML matches.
 */
export function useIsEditor(): boolean {
  const hydrated = useHydrated();
  const { data: member } = useCurrentUser();
  return (
    hydrated && member?.status === 'ACTIVE' && (member.role === 'editor' || member.role === 'admin')
  );
}

/** Whether the visitor is a logged-in, active admin, who also chooses the editors. */
export function useIsAdmin(): boolean {
  const hydrated = useHydrated();
  const { data: member } = useCurrentUser();
  return hydrated && member?.status === 'ACTIVE' && member.role === 'admin';
}
