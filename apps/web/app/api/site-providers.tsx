import { ApiClientProvider } from '@coaz/api-client/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { keepUnsavedDrafts, SIGNED_OUT_LOGIN_PATH } from '../studio/kept-drafts';
import { createSiteApiClient } from './create-site-api-client';

/**
 * Keeps what open studio forms hold unsaved, and says where the visitor goes now that the session
 * has ended: the login, which says what happened, when something was kept; home otherwise.
 */
export function pathAfterSessionEnd(): string {
  return keepUnsavedDrafts().length > 0 ? SIGNED_OUT_LOGIN_PATH : '/home';
}

/** The site's React Query client. */
export function createSiteQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A phone on patchy data should not hammer the server; one retry is enough.
      queries: { retry: 1, refetchOnWindowFocus: false },
      // A form is sent even while the browser says it is offline (React Query would hold it,
      // the button saying "Logging in…" without end): it fails at once and says to check the
      // connection, as the forms that call the client directly do.
      mutations: { networkMode: 'always' },
    },
  });
}

/**
 * Gives every page React Query and the API client. When the server refuses a session's refresh,
 * the cached member data is dropped and the visitor goes home, as the member portal requires;
 * but an editor whose studio form held unsaved text has it kept in the tab (`keepUnsavedDrafts`)
 * and goes to the login, which says they were signed out and brings the form back after it.
 */
export function SiteProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createSiteQueryClient);
  const [client] = useState(() =>
    createSiteApiClient(() => {
      const next = pathAfterSessionEnd();
      queryClient.clear();
      window.location.assign(next);
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}
