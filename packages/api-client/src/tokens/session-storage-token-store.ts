import type { SessionTokens, TokenStore } from './token-store';

/**
 * The `sessionStorage` keys {@link sessionStorageTokenStore} uses. Session storage (not local
 * storage) so that closing the tab logs the member out: members often share phones.
 */
export const TOKEN_STORAGE_KEYS = {
  /** Holds the access token. */
  accessToken: 'coaz.accessToken',
  /** Holds the refresh token. */
  refreshToken: 'coaz.refreshToken',
} as const;

/**
 * Keeps the tokens in the tab's `sessionStorage` under `coaz.accessToken` and `coaz.refreshToken`
 * ({@link TOKEN_STORAGE_KEYS}); they survive reloads and end with the tab. The default in
 * browsers. When storage is unavailable (blocked by privacy settings, or full) the tokens are
 * held in memory instead, so login still works for the life of the page.
 * @param storage Another `Storage` to use, for tests or embedding. @default globalThis.sessionStorage
 */
export function sessionStorageTokenStore(storage?: Storage): TokenStore {
  let fallback: SessionTokens | null = null;
  const target = (): Storage | undefined => {
    try {
      return storage ?? globalThis.sessionStorage;
    } catch {
      return undefined;
    }
  };

  return {
    read() {
      try {
        const store = target();
        const accessToken = store?.getItem(TOKEN_STORAGE_KEYS.accessToken);
        const refreshToken = store?.getItem(TOKEN_STORAGE_KEYS.refreshToken);
        if (accessToken && refreshToken) return { accessToken, refreshToken };
      } catch {
        // Unreadable storage: fall through to the in-memory copy.
      }
      return fallback;
    },
    write(tokens) {
      try {
        const store = target();
        if (!store) throw new Error('No session storage');
        store.setItem(TOKEN_STORAGE_KEYS.accessToken, tokens.accessToken);
        store.setItem(TOKEN_STORAGE_KEYS.refreshToken, tokens.refreshToken);
        fallback = null;
      } catch {
        // Storage refused (quota or privacy mode): an in-memory copy keeps this page working.
        fallback = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
      }
    },
    clear() {
      fallback = null;
      try {
        const store = target();
        store?.removeItem(TOKEN_STORAGE_KEYS.accessToken);
        store?.removeItem(TOKEN_STORAGE_KEYS.refreshToken);
      } catch {
        // Nothing more can be removed from storage that cannot be reached.
      }
    },
  };
}
