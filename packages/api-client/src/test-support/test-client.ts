// Builds a client pointed at the test server, with short time limits so timeout tests finish fast.

import { type ApiClientOptions, createApiClient } from '../create-api-client';
import { memoryTokenStore } from '../tokens/memory-token-store';
import type { TestServer } from './test-server';

/** A client of the test server with an in-memory token store, 1 s request and 300 ms chat limits. */
export function createTestClient(server: TestServer, overrides: Partial<ApiClientOptions> = {}) {
  const tokenStore = overrides.tokenStore ?? memoryTokenStore();
  const client = createApiClient({
    memberBaseUrl: server.memberBaseUrl,
    chatBaseUrl: server.apiBaseUrl,
    tokenStore,
    timeouts: { request: 1_000, upload: 1_000, chatHealth: 300, chatAsk: 300 },
    ...overrides,
  });
  return { client, tokenStore };
}
