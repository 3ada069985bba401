import type { Context } from 'hono';
import { ApiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { bearerToken, tokenExpired, tokenInvalid } from './require-member';
import type { AuthenticatedMember, TokenService } from './token-service';

/** Roles that may edit the website's content. */
export const EDITING_ROLES: ReadonlySet<string> = new Set(['editor', 'admin']);

/**
 * The editor behind the request's bearer token, for a route that is public until the caller asks
 * for more (`view=studio`). It answers as {@link requireMember} does, so api-client refreshes an
 * editor's expired token here too: no token is 401 `unauthorized`, an expired one 401
 * `token_expired`, a bad one 401 `token_invalid`; a member who is not an active editor or admin is
 * 403 `forbidden`.
 */
export async function authenticateEditor(
  c: Context<AppEnv>,
  tokens: TokenService,
): Promise<AuthenticatedMember> {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) throw new ApiError(401, 'unauthorized', 'A bearer access token is required');
  const member = await tokens.check(token);
  if (member === 'expired') throw tokenExpired();
  if (member === 'invalid') throw tokenInvalid();
  if (!EDITING_ROLES.has(member.role) || member.status !== 'ACTIVE') {
    throw new ApiError(403, 'forbidden', 'Only editors may change contents');
  }
  c.set('member', member);
  return member;
}
