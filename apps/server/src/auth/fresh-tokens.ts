import type { AppServices } from '../app-services';
import { tokenInvalid } from './require-member';

/** The tokens an answer carries so the member continues signed in. */
export interface FreshTokens {
  /** A new access token. */
  access_token: string;
  /** A new refresh token. */
  refresh_token: string;
}

/**
 * Tokens for the member under the names the member API answers them by, so the client swaps them
 * in and the member stays signed in with their new status. Given the session the request came
 * with (`member.sessionId`), they are that session's, renewed: a new session beside it would
 * outlive the logout that ends the new one, and the tokens the browser held before would work
 * for 30 days after the member signed out. Without one (applying, or after a password change,
 * which ends every session in the transaction that changes it: `replacePassword`) a session is
 * opened.
 * @throws ApiError 401 `token_invalid` when the session was ended meanwhile
 */
export async function freshTokens(
  { tokens }: Pick<AppServices, 'tokens'>,
  userId: number,
  sessionId?: string,
): Promise<FreshTokens> {
  const issued = sessionId ? await tokens.renew(sessionId) : await tokens.issueFor(userId);
  if (!issued) throw tokenInvalid('This session has ended; log in again');
  return { access_token: issued.accessToken, refresh_token: issued.refreshToken };
}
