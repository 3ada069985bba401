import type { SessionTokens, TokenStore } from './token-store';

/**
 * Keeps the tokens in a variable: gone when the process or page ends. The default outside
 * browsers (Node scripts, tests, server-side rendering).
 * @example
 * const client = createApiClient({ ...urls, tokenStore: memoryTokenStore() });
 */
export function memoryTokenStore(): TokenStore {
  let tokens: SessionTokens | null = null;
  return {
    read: () => tokens,
    write: (next) => {
      tokens = { accessToken: next.accessToken, refreshToken: next.refreshToken };
    },
    clear: () => {
      tokens = null;
    },
  };
}
