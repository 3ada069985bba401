import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import type { TokenService } from './token-service';

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Lets a request through only with a valid access token: no token is 401, an expired, revoked,
 * malformed or wrongly signed one is 403 (the client's cue to refresh once).
 */
export function requireMember(tokens: TokenService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw new ApiError(401, 'unauthorized', 'A bearer access token is required');
    const member = await tokens.authenticate(token);
    if (!member) {
      throw new ApiError(403, 'invalid_token', 'The access token is invalid or has expired');
    }
    c.set('member', member);
    await next();
  };
}

/** Lets through only active editors (admins edit too); use after {@link requireMember}. */
export function requireEditor(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const member = c.get('member');
    if ((member.role !== 'editor' && member.role !== 'admin') || member.status !== 'ACTIVE') {
      throw new ApiError(403, 'forbidden', 'Only editors may change contents');
    }
    await next();
  };
}

/** Lets through only active admins, who make and remove editors; use after {@link requireMember}. */
export function requireAdmin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const member = c.get('member');
    if (member.role !== 'admin' || member.status !== 'ACTIVE') {
      throw new ApiError(403, 'forbidden', 'Only admins may change who edits the website');
    }
    await next();
  };
}
