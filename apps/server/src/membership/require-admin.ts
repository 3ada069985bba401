import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';

/** Lets through only active admins (the secretariat); use after `requireMember`. */
export function requireAdmin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const member = c.get('member');
    if ((member.role as string) !== 'admin' || member.status !== 'ACTIVE') {
      throw new ApiError(403, 'forbidden', 'Only the secretariat’s admins may do this');
    }
    await next();
  };
}
