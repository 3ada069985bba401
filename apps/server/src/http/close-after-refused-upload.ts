import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * Marks a refused upload's answer `Connection: close`. An upload refused before its body is read
 * (no token, an expired one, not an editor) leaves up to megabytes on the connection; the HTTP
 * adapter drains them for half a second and then drops the connection, so a keep-alive answer
 * would lead the client to send its next request (the token refresh, the retried upload) on a
 * connection about to go, and that request would get no answer. Successful uploads have read
 * their body and keep the connection.
 */
export function closeAfterRefusedUpload(
  takesUpload: (path: string) => boolean,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status >= 400 && takesUpload(c.req.path)) c.res.headers.set('connection', 'close');
  };
}
