/** The two tokens of a logged-in member. */
export interface SessionTokens {
  /** Short-lived token sent as `Authorization: Bearer ...` on every authorised call. */
  accessToken: string;
  /** Longer-lived token that buys a new access token from `token/refresh`. */
  refreshToken: string;
}

/**
 * Where the client keeps the member's tokens between calls. Implement it to keep them somewhere
 * else (a file for a command-line tool, an encrypted store for a kiosk). Calls are synchronous
 * because every request reads the access token.
 */
export interface TokenStore {
  /** The stored tokens, or `null` when nobody is logged in. */
  read(): SessionTokens | null;
  /** Replaces both tokens. */
  write(tokens: SessionTokens): void;
  /** Forgets both tokens (logout, or a refresh the server refused). */
  clear(): void;
}
