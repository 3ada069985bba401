import { isNull } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { refreshTokens } from '../db/schema';

/**
 * Signs everyone out: every refresh token still live is revoked, and access tokens die with their
 * session (the token service checks the session on every request). Rotating `JWT_SECRET` does not
 * do this, since refresh tokens are not signed with it; this is the operator's answer to a
 * suspected break-in, on the embedded database too, where there is no psql.
 * @returns how many sessions were ended.
 */
export async function endAllSessions(db: AppDatabase): Promise<number> {
  const ended = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(isNull(refreshTokens.revokedAt))
    .returning({ id: refreshTokens.id });
  return ended.length;
}
