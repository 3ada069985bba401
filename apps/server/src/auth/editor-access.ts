import type { Context } from 'hono';
import { ApiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { bearerToken } from './require-member';
import type { AuthenticatedMember, TokenService } from './token-service';

/** Roles that may edit the website's content. */
export const EDITING_ROLES: ReadonlySet<string> = new Set(['editor', 'admin']);

/**
 * The editor behind the request's bearer token, for a route that is public until the caller asks
 * for more (`view=studio`): no token is 401, a bad one 403 `invalid_token`, a member who is not
 * an active editor or admin 403 `forbidden`.
 */
export async function authenticateEditor(
  c: Context<AppEnv>,
  tokens: TokenService,
): Promise<AuthenticatedMember> {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) throw new ApiError(401, 'unauthorized', 'A bearer access token is required');
  const member = await tokens.authenticate(token);
  if (!member) {
    throw new ApiError(403, 'invalid_token', 'The access token is invalid or has expired');
  }
  if (!EDITING_ROLES.has(member.role) || member.status !== 'ACTIVE') {
    throw new ApiError(403, 'forbidden', 'Only editors may change contents');
  }
  c.set('member', member);
  return member;
}
