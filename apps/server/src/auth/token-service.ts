import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { sign, verify } from 'hono/jwt';
import type { AppDatabase } from '../db/database';
import { type MemberRole, type MemberStatus, refreshTokens, users } from '../db/schema';

/** The member behind a valid access token. */
export interface AuthenticatedMember {
  /** User id. */
  id: number;
  /** Login name. */
  username: string;
  /** Account status at the time of the request. */
  status: MemberStatus;
  /** Whether the member may edit contents. */
  role: MemberRole;
  /** The refresh-token session the access token belongs to. */
  sessionId: string;
}

/** A freshly opened session. */
export interface IssuedTokens {
  /** Short-lived signed JWT. */
  accessToken: string;
  /** Long-lived opaque token; only its hash is stored. */
  refreshToken: string;
}

/** Issues, checks, refreshes and revokes member tokens. */
export interface TokenService {
  /** Opens a session for a user. */
  issue(userId: number): Promise<IssuedTokens>;
  /** The member an access token names, or undefined when it is invalid, expired or revoked. */
  authenticate(accessToken: string): Promise<AuthenticatedMember | undefined>;
  /** A new access token for a live refresh token, or undefined. */
  refresh(refreshToken: string): Promise<string | undefined>;
  /** Revokes a refresh token's session; false when it was unknown or already revoked. */
  revoke(refreshToken: string): Promise<boolean>;
}

interface AccessClaims {
  sub: string;
  sid: string;
  typ: 'access';
  iat: number;
  exp: number;
  [claim: string]: unknown;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token service signing HS256 access tokens with `secret`. */
export function createTokenService(
  db: AppDatabase,
  secret: string,
  ttl: { accessSeconds: number; refreshSeconds: number },
): TokenService {
  const signAccess = (userId: number, sessionId: string) => {
    const now = Math.floor(Date.now() / 1000);
    const claims: AccessClaims = {
      sub: String(userId),
      sid: sessionId,
      typ: 'access',
      iat: now,
      exp: now + ttl.accessSeconds,
    };
    return sign(claims, secret, 'HS256');
  };

  const liveSession = (refreshTokenCondition: ReturnType<typeof eq>) =>
    db
      .select({
        sessionId: refreshTokens.id,
        userId: users.id,
        username: users.username,
        status: users.status,
        role: users.role,
      })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .where(
        and(
          refreshTokenCondition,
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, new Date()),
        ),
      )
      .limit(1);

  let lastPurge = 0;
  // Expired and revoked sessions are kept a week (for support questions), then removed.
  const purgeOldSessions = () => {
    if (Date.now() - lastPurge < 60_000) return;
    lastPurge = Date.now();
    const weekAgo = new Date(Date.now() - 7 * 86_400_000);
    db.delete(refreshTokens)
      .where(or(lt(refreshTokens.expiresAt, weekAgo), lt(refreshTokens.revokedAt, weekAgo)))
      .catch(() => {});
  };

  return {
    async issue(userId) {
      purgeOldSessions();
      const sessionId = randomUUID();
      const refreshToken = randomBytes(32).toString('base64url');
      await db.insert(refreshTokens).values({
        id: sessionId,
        userId,
        tokenHash: hashToken(refreshToken),
        expiresAt: new Date(Date.now() + ttl.refreshSeconds * 1000),
      });
      return { accessToken: await signAccess(userId, sessionId), refreshToken };
    },

    async authenticate(accessToken) {
      let claims: Record<string, unknown>;
      try {
        claims = await verify(accessToken, secret, 'HS256');
      } catch {
        return undefined;
      }
      if (claims.typ !== 'access' || typeof claims.sid !== 'string') return undefined;
      if (!/^[0-9a-f-]{36}$/.test(claims.sid)) return undefined;
      const [row] = await liveSession(eq(refreshTokens.id, claims.sid));
      if (!row || String(row.userId) !== claims.sub || row.status === 'SUSPENDED') return undefined;
      return {
        id: row.userId,
        username: row.username,
        status: row.status,
        role: row.role,
        sessionId: row.sessionId,
      };
    },

    async refresh(refreshToken) {
      const [row] = await liveSession(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
      if (!row || row.status === 'SUSPENDED') return undefined;
      return signAccess(row.userId, row.sessionId);
    },

    async revoke(refreshToken) {
      const revoked = await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.tokenHash, hashToken(refreshToken)),
            isNull(refreshTokens.revokedAt),
          ),
        )
        .returning({ id: refreshTokens.id });
      return revoked.length > 0;
    },
  };
}
