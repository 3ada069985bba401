import type { MiddlewareHandler } from 'hono';
import type { MemberRole } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import type { TokenService } from './token-service';

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** The answer to an access token that ran out: the client's cue to refresh once. */
export function tokenExpired(): ApiError {
  return new ApiError(401, 'token_expired', 'The access token has expired', {
    'www-authenticate': 'Bearer error="invalid_token", error_description="expired"',
  });
}

/** The answer to a malformed, wrongly signed or revoked token: refresh once, or log in again. */
export function tokenInvalid(
  message = 'The access token is invalid or has been revoked',
): ApiError {
  return new ApiError(401, 'token_invalid', message, {
    'www-authenticate': 'Bearer error="invalid_token"',
  });
}

/**
 * Lets a request through only with a valid access token. No token is 401 `unauthorized`; an
 * expired one 401 `token_expired`; a malformed, wrongly signed or revoked one 401 `token_invalid`
 * (both the client's cue to refresh once). 403 `forbidden` is kept for a valid member who may not
 * do the thing, which no refresh changes.
 */
export function requireMember(tokens: TokenService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw new ApiError(401, 'unauthorized', 'A bearer access token is required');
    const member = await tokens.check(token);
    if (member === 'expired') throw tokenExpired();
    if (member === 'invalid') throw tokenInvalid();
    c.set('member', member);
    await next();
  };
}

/**
 * Lets through only active members holding one of `roles`; anyone else is 403 `forbidden` with
 * `refusal`. Use after {@link requireMember}.
 */
export function requireRole(
  roles: readonly MemberRole[],
  refusal: string,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const member = c.get('member');
    if (!roles.includes(member.role) || member.status !== 'ACTIVE') {
      throw new ApiError(403, 'forbidden', refusal);
    }
    await next();
  };
}

/** Lets through only active editors (admins edit too); use after {@link requireMember}. */
export function requireEditor(): MiddlewareHandler<AppEnv> {
  return requireRole(['editor', 'admin'], 'Only editors may change contents');
}

/**
 * Lets through only active admins (the secretariat); `refusal` says what the others may not do.
 * Use after {@link requireMember}.
 */
export function requireAdmin(
  refusal = 'Only the secretariat’s admins may do this',
): MiddlewareHandler<AppEnv> {
  return requireRole(['admin'], refusal);
}
