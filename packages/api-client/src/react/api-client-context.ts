import { createContext } from 'react';
import type { ApiClient } from '../create-api-client';

/** Carries the client from {@link ApiClientProvider} to the hooks. */
export const ApiClientContext = createContext<ApiClient | null>(null);
