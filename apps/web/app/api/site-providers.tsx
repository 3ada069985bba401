import { ApiClientProvider } from '@coaz/api-client/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createSiteApiClient } from './create-site-api-client';

/**
 * Gives every page React Query and the API client. When the server refuses a session's refresh,
 * the cached member data is dropped and the visitor goes home, as the member portal requires.
 */
export function SiteProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        // A phone on patchy data should not hammer the server; one retry is enough.
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  const [client] = useState(() =>
    createSiteApiClient(() => {
      queryClient.clear();
      window.location.assign('/home');
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}
