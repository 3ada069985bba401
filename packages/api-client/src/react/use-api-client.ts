import { useContext } from 'react';
import type { ApiClient } from '../create-api-client';
import { ApiClientContext } from './api-client-context';

/**
 * The client given by the nearest {@link ApiClientProvider}, for calls the hooks do not cover.
 * @throws {Error} when no provider is above the component.
 */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) {
    throw new Error('useApiClient needs an <ApiClientProvider client={...}> above this component.');
  }
  return client;
}
