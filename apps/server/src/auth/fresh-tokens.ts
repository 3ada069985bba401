import type { AppServices } from '../app-services';

/** The tokens an answer carries so the member continues signed in. */
export interface FreshTokens {
  /** A new access token. */
  access_token: string;
  /** A new refresh token. */
  refresh_token: string;
}

/**
 * Opens a new session for the member and answers its tokens under the names the member API
 * answers them by, so the client swaps them in and the member stays signed in with their new
 * status. With `revokeOthers`, every other session of the member ends first, access tokens
 * included (after a password reset).
 */
export async function freshTokens(
  { tokens }: Pick<AppServices, 'tokens'>,
  userId: number,
  options: { revokeOthers?: boolean } = {},
): Promise<FreshTokens> {
  if (options.revokeOthers) await tokens.revokeAllFor(userId);
  const issued = await tokens.issueFor(userId);
  return { access_token: issued.accessToken, refresh_token: issued.refreshToken };
}
