import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { sign, verify } from 'hono/jwt';
import type { AppDatabase } from '../db/database';
import {
  type MemberRole,
  type MemberStatus,
  refreshTokens,
  retiredRefreshTokens,
  users,
} from '../db/schema';

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

/** Why an access token was not accepted: it ran out (refresh it), or it never will be valid. */
export type TokenProblem = 'expired' | 'invalid';

/** What a refresh gave: new tokens, or why not (`reused`: a retired token; its session is now closed). */
export type RefreshOutcome = IssuedTokens | 'invalid' | 'reused';

/** Issues, checks, refreshes and revokes member tokens. */
export interface TokenService {
  /** Opens a session for a user. */
  issue(userId: number): Promise<IssuedTokens>;
  /**
   * Opens a session for a user who has just proved a password, whose hash `passwordHash` is: only
   * while it is still theirs. A password change or reset committed meanwhile (after the login read
   * the hash, while it was checked) ends every session there is, and would miss one opened after
   * it; such a login gets undefined instead. One that starts meanwhile waits for this session, and
   * ends it with the rest.
   */
  issueWhilePassword(userId: number, passwordHash: string): Promise<IssuedTokens | undefined>;
  /**
   * Opens a fresh session for a user, for a route that has just proved who they are (a password
   * change, a recovery): the same as {@link TokenService.issue}.
   */
  issueFor(userId: number): Promise<IssuedTokens>;
  /**
   * New tokens for a live session, in that session: its refresh token is replaced (the one it
   * replaces is simply unknown from then on, not a retired one whose return would close the
   * session) and the access token names the same session, so the logout that ends the session
   * ends everything issued in it. Undefined when the session is no longer live.
   */
  renew(sessionId: string): Promise<IssuedTokens | undefined>;
  /** The member an access token names, or undefined when it is invalid, expired or revoked. */
  authenticate(accessToken: string): Promise<AuthenticatedMember | undefined>;
  /** The member an access token names, or why it is refused. */
  check(accessToken: string): Promise<AuthenticatedMember | TokenProblem>;
  /**
   * Rotates a live refresh token: answers a new access token and a new refresh token, and
   * retires the one presented. Presenting a retired token again revokes its whole session (a
   * stolen copy and the member's own cannot both go on).
   */
  refresh(refreshToken: string): Promise<RefreshOutcome>;
  /** Revokes a refresh token's session; false when it was unknown or already revoked. */
  revoke(refreshToken: string): Promise<boolean>;
  /** Revokes every session of a user, and with them every access token issued from them. */
  revokeAllFor(userId: number): Promise<void>;
  /**
   * A signed mark for the browser a member just logged in from (see login-device.ts): names the
   * user name, a random device id and the password it was proved with (a keyed digest of its
   * hash), and lasts {@link LOGIN_DEVICE_SECONDS}. It opens no session.
   */
  issueLoginDevice(username: string, passwordHash: string): Promise<string>;
  /**
   * The device id of a mark this service signed for `username` while `passwordHash` was the
   * password, or undefined for any other: a browser marked by someone who knew an old password
   * (the reason it was changed) loses the mark's standing with the change.
   */
  recogniseLoginDevice(
    mark: string | undefined,
    username: string,
    passwordHash: string | undefined,
  ): Promise<string | undefined>;
  /**
   * The seal of a password-recovery ticket's random id (see password-recovery-routes.ts): 128
   * bits of an HMAC keyed with the signing secret, so the server takes back only tickets it made.
   */
  sealRecoveryTicket(id: string): string;
}

/** How long a login device mark is honoured: a member who logs in twice a year keeps theirs. */
export const LOGIN_DEVICE_SECONDS = 180 * 86_400;

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

  const newSession = (userId: number, sessionId: string, refreshToken: string) => ({
    id: sessionId,
    userId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + ttl.refreshSeconds * 1000),
  });

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

  const revokeSession = async (sessionId: string) => {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.id, sessionId), isNull(refreshTokens.revokedAt)));
  };

  const service: TokenService = {
    issueFor: (userId) => service.issue(userId),

    async renew(sessionId) {
      const refreshToken = randomBytes(32).toString('base64url');
      const [session] = await db
        .update(refreshTokens)
        .set({ tokenHash: hashToken(refreshToken) })
        .where(
          and(
            eq(refreshTokens.id, sessionId),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: refreshTokens.userId });
      if (!session) return undefined;
      return { accessToken: await signAccess(session.userId, sessionId), refreshToken };
    },

    async issue(userId) {
      purgeOldSessions();
      const sessionId = randomUUID();
      const refreshToken = randomBytes(32).toString('base64url');
      await db.insert(refreshTokens).values(newSession(userId, sessionId, refreshToken));
      return { accessToken: await signAccess(userId, sessionId), refreshToken };
    },

    async issueWhilePassword(userId, passwordHash) {
      purgeOldSessions();
      const sessionId = randomUUID();
      const refreshToken = randomBytes(32).toString('base64url');
      const opened = await db.transaction(async (tx) => {
        // A share lock on the member's row, held until the session is written: a change that
        // committed first leaves no row with this hash, and one that comes after waits, then
        // finds this session among those it ends.
        const [owner] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, userId), eq(users.passwordHash, passwordHash)))
          .for('share');
        if (!owner) return false;
        await tx.insert(refreshTokens).values(newSession(userId, sessionId, refreshToken));
        return true;
      });
      if (!opened) return undefined;
      return { accessToken: await signAccess(userId, sessionId), refreshToken };
    },

    async authenticate(accessToken) {
      const checked = await service.check(accessToken);
      return typeof checked === 'string' ? undefined : checked;
    },

    async check(accessToken) {
      let claims: Record<string, unknown>;
      try {
        claims = await verify(accessToken, secret, 'HS256');
      } catch (error) {
        // Only a token we signed can be expired; anything else is simply invalid.
        return (error as Error).name === 'JwtTokenExpired' ? 'expired' : 'invalid';
      }
      if (claims.typ !== 'access' || typeof claims.sid !== 'string') return 'invalid';
      if (!/^[0-9a-f-]{36}$/.test(claims.sid)) return 'invalid';
      const [row] = await liveSession(eq(refreshTokens.id, claims.sid));
      if (!row || String(row.userId) !== claims.sub || row.status === 'SUSPENDED') return 'invalid';
      return {
        id: row.userId,
        username: row.username,
        status: row.status,
        role: row.role,
        sessionId: row.sessionId,
      };
    },

    async refresh(refreshToken) {
      const presented = hashToken(refreshToken);
      const [row] = await liveSession(eq(refreshTokens.tokenHash, presented));
      if (!row) {
        const [retired] = await db
          .select({ sessionId: retiredRefreshTokens.sessionId })
          .from(retiredRefreshTokens)
          .where(eq(retiredRefreshTokens.tokenHash, presented));
        if (!retired) return 'invalid';
        await revokeSession(retired.sessionId);
        return 'reused';
      }
      if (row.status === 'SUSPENDED') return 'invalid';
      const next = randomBytes(32).toString('base64url');
      const rotated = await db.transaction(async (tx) => {
        const [session] = await tx
          .update(refreshTokens)
          .set({ tokenHash: hashToken(next) })
          .where(and(eq(refreshTokens.id, row.sessionId), eq(refreshTokens.tokenHash, presented)))
          .returning({ id: refreshTokens.id });
        if (!session) return false;
        await tx
          .insert(retiredRefreshTokens)
          .values({ tokenHash: presented, sessionId: session.id });
        return true;
      });
      if (!rotated) {
        // Two holders presented the same token at once: one of them is not the member.
        await revokeSession(row.sessionId);
        return 'reused';
      }
      return { accessToken: await signAccess(row.userId, row.sessionId), refreshToken: next };
    },

    async revokeAllFor(userId) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
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
      if (revoked.length > 0) return true;
      // Logging out with a token the session has rotated away from still ends that session.
      const [retired] = await db
        .select({ sessionId: retiredRefreshTokens.sessionId })
        .from(retiredRefreshTokens)
        .where(eq(retiredRefreshTokens.tokenHash, hashToken(refreshToken)));
      if (!retired) return false;
      await revokeSession(retired.sessionId);
      return false;
    },
    async issueLoginDevice(username, passwordHash) {
      const now = Math.floor(Date.now() / 1000);
      const claims = {
        typ: 'login-device',
        sub: username,
        did: randomBytes(16).toString('hex'),
        pwd: passwordDigest(passwordHash),
        iat: now,
        exp: now + LOGIN_DEVICE_SECONDS,
      };
      return sign(claims, secret, 'HS256');
    },

    async recogniseLoginDevice(mark, username, passwordHash) {
      if (!mark || mark.length > 1024 || passwordHash === undefined) return undefined;
      try {
        const claims = await verify(mark, secret, 'HS256');
        if (claims.typ !== 'login-device' || claims.sub !== username) return undefined;
        if (claims.pwd !== passwordDigest(passwordHash)) return undefined;
        return typeof claims.did === 'string' && /^[0-9a-f]{32}$/.test(claims.did)
          ? claims.did
          : undefined;
      } catch {
        return undefined;
      }
    },

    sealRecoveryTicket(id) {
      return createHmac('sha256', secret)
        .update(`recovery-ticket:${id}`)
        .digest('hex')
        .slice(0, 32);
    },
  };
  return service;

  // Which password a device mark was earned with, without putting its hash in a cookie anyone
  // holding the browser can decode: keyed with the signing secret, cut to 128 bits.
  function passwordDigest(passwordHash: string): string {
    return createHmac('sha256', secret)
      .update(`login-device:${passwordHash}`)
      .digest('hex')
      .slice(0, 32);
  }
}
