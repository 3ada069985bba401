import type { Context } from 'hono';
import { EDITING_ROLES } from '../auth/editor-access';
import { bearerToken, tokenExpired } from '../auth/require-member';
import type { TokenService } from '../auth/token-service';
import type { AppEnv } from '../http/app-env';

/**
 * Whether a read of the notices comes from an active editor (or admin), who also sees the ended
 * ones, to extend or delete them. The notices' reads are public: no token, a bad one, or a member
 * who does not edit read what the public reads. An expired token is 401 `token_expired`, so the
 * api-client refreshes it and asks again: an editor's list must not silently lose the ended
 * notices once the access token runs out.
 *
 * Decided: the same `GET /contents` answers editors with the ended notices too, rather than a
 * `view=studio` parameter as the collections have, because the notice editor reads its list with
 * `client.contents.list()` (which sends the editor's token) and the api-client's core has no
 * room left in its size budget for another parameter.
 */
export async function readByEditor(c: Context<AppEnv>, tokens: TokenService): Promise<boolean> {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) return false;
  const member = await tokens.check(token);
  if (member === 'expired') throw tokenExpired();
  if (member === 'invalid') return false;
  return EDITING_ROLES.has(member.role) && member.status === 'ACTIVE';
}
