// Renders hooks' test components inside a fresh React Query cache and the given API client.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ApiClient } from '../create-api-client';
import { ApiClientProvider } from '../react/api-client-provider';

/** Renders `ui` with its own QueryClient (no retries, so failures show at once). */
export function renderWithClient(client: ApiClient, ui: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{ui}</ApiClientProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
