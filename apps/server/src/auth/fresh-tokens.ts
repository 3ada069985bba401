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
 * status. Ending the other sessions is not its business: a password change does that in the
 * transaction that changes the password (`replacePassword`).
 */
export async function freshTokens(
  { tokens }: Pick<AppServices, 'tokens'>,
  userId: number,
): Promise<FreshTokens> {
  const issued = await tokens.issueFor(userId);
  return { access_token: issued.accessToken, refresh_token: issued.refreshToken };
}
