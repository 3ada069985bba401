import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * Marks `Connection: close` on an answer given while the request's body was left unread: a
 * refusal before the body matters (no token, an expired one, not an editor), for an upload of
 * megabytes or a content entry of a few hundred kilobytes alike. The HTTP adapter drains what is
 * left for half a second and may then drop the connection, so a keep-alive answer would lead the
 * client to send its next request (the token refresh, the retried save) on a connection about to
 * go, and that request would get no answer. An answer that read its body keeps the connection.
 * In-process requests (no Node request behind them) are left alone.
 */
export function closeAfterUnreadBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    // The site renderer's in-process calls carry a stand-in with only the visitor's address.
    if (!incoming?.headers || incoming.readableEnded) return;
    const length = Number(incoming.headers['content-length'] ?? 0);
    const hasBody = length > 0 || incoming.headers['transfer-encoding'] !== undefined;
    if (hasBody) c.res.headers.set('connection', 'close');
  };
}
