import type { ReactNode } from 'react';
import type { ApiClient } from '../create-api-client';
import { ApiClientContext } from './api-client-context';

/** Props of {@link ApiClientProvider}. */
export interface ApiClientProviderProps {
  /** The client the hooks below use; create it once, outside render. */
  client: ApiClient;
  /** The part of the app whose hooks use `client`. */
  children?: ReactNode;
}

/**
 * Gives the hooks below it their client. Place it inside a React Query `QueryClientProvider`.
 * @example
 * <QueryClientProvider client={queryClient}>
 *   <ApiClientProvider client={apiClient}><App /></ApiClientProvider>
 * </QueryClientProvider>
 */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}
