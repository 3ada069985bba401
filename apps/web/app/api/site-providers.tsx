import { ApiClientProvider } from '@coaz/api-client/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { keepUnsavedDrafts, SIGNED_OUT_LOGIN_PATH } from '../studio/kept-drafts';
import { createSiteApiClient } from './create-site-api-client';

/**
 * Keeps what open forms (the studio's, the payment, the profile editor) hold unsaved, and says
 * where the member goes now that the session has ended: always the login, which says they were
 * signed out and, when something was kept, that it was not saved and comes back after the login.
 * Decision: never home without a word, even with nothing typed. A session ended elsewhere (a
 * password changed or reset on another device, a logout there) is news to the member wherever
 * they are; sent home silently, they were left to guess why the dashboard had gone.
 */
export function pathAfterSessionEnd(): string {
  keepUnsavedDrafts();
  return SIGNED_OUT_LOGIN_PATH;
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
 * the cached member data is dropped and the member goes to the login, which says they were
 * signed out ({@link pathAfterSessionEnd}); what an open form held unsaved is kept in the tab
 * (`keepUnsavedDrafts`) and the login brings the form back after it.
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
