// Builds a client pointed at the test server. Its time limits are generous, so a busy machine never
// turns a good answer into a timeout; a test about timeouts sets its own short limit.

import { type ApiClientOptions, createApiClient } from '../create-api-client';
import { memoryTokenStore } from '../tokens/memory-token-store';
import type { TestServer } from './test-server';

/** A client of the test server with an in-memory token store and 5 s time limits. */
export function createTestClient(server: TestServer, overrides: Partial<ApiClientOptions> = {}) {
  const tokenStore = overrides.tokenStore ?? memoryTokenStore();
  const client = createApiClient({
    memberBaseUrl: server.memberBaseUrl,
    chatBaseUrl: server.apiBaseUrl,
    tokenStore,
    timeouts: { request: 5_000, upload: 5_000, chatHealth: 5_000, chatAsk: 5_000 },
    ...overrides,
  });
  return { client, tokenStore };
}
