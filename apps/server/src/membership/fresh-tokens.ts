import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { refreshTokens } from '../db/schema';

/** The tokens an answer carries so the member continues signed in. */
export interface FreshTokens {
  /** A new access token. */
  access_token: string;
  /** A new refresh token. */
  refresh_token: string;
}

/**
 * Opens a new session for the member and answers its tokens, so the client swaps them in and the
 * member stays signed in with their new status. With `revokeOthers`, every other session of the
 * member ends, access tokens included (after a password change).
 */
export async function freshTokens(
  services: Pick<AppServices, 'db' | 'tokens'>,
  userId: number,
  options: { revokeOthers?: boolean } = {},
): Promise<FreshTokens> {
  if (options.revokeOthers) await services.tokens.revokeAllFor(userId);
  const issued = await services.tokens.issueFor(userId);
  return { access_token: issued.accessToken, refresh_token: issued.refreshToken };
}

/** Ends every session of a member except `keepSessionId` (none kept when undefined). */
export async function revokeSessions(
  services: Pick<AppServices, 'db'>,
  userId: number,
  at: Date,
  keepSessionId?: string,
): Promise<void> {
  await services.db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepSessionId ? ne(refreshTokens.id, keepSessionId) : undefined,
      ),
    );
}
