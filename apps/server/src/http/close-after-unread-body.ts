import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/** A body this small is read to its end before a refusal is sent, rather than left unread. */
const SMALL_BODY_BYTES = 64 * 1024;
/** How long a small body may take to arrive before the refusal goes with `Connection: close`. */
const SMALL_BODY_WAIT_MS = 1_000;

/** Reads `incoming` to its end, discarding it; whether it ended within `waitMs`. */
function readToEnd(incoming: IncomingMessage, waitMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      incoming.off('data', discard);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      resolve(ended);
    };
    const discard = () => {};
    const onEnd = () => finish(true);
    const onError = () => finish(false);
    const timer = setTimeout(() => finish(false), waitMs);
    incoming.on('data', discard);
    incoming.once('end', onEnd);
    incoming.once('error', onError);
    incoming.resume();
  });
}

/**
 * Deals with an answer given while the request's body was left unread: a refusal before the body
 * matters (no token, an expired one, not an editor).
 *
 * A small body (64 KB at most, a form or a small picture) is read to its end first, then the
 * answer goes and the connection stays: answered and closed while such a body was still on its
 * way, the client's next write failed, and Node's fetch reported `EPIPE` instead of the 401 that
 * would have had it refresh its token (four uploads of a 300-byte file in five, on 5 December
 * 2026).
 *
 * A larger one (an upload of megabytes, a content entry of a few hundred kilobytes) is not waited
 * for: the answer says `Connection: close`. The HTTP adapter drains what is left for half a
 * second and may then drop the connection, so a keep-alive answer would lead the client to send
 * its next request (the token refresh, the retried save) on a connection about to go, and that
 * request would get no answer. An answer that read its body keeps the connection. In-process
 * requests (no Node request behind them) are left alone.
 */
export function closeAfterUnreadBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    // The site renderer's in-process calls carry a stand-in with only the visitor's address.
    if (!incoming?.headers || incoming.readableEnded) return;
    const length = Number(incoming.headers['content-length'] ?? 0);
    const hasBody = length > 0 || incoming.headers['transfer-encoding'] !== undefined;
    if (!hasBody) return;
    if (length > 0 && length <= SMALL_BODY_BYTES) {
      if (await readToEnd(incoming, SMALL_BODY_WAIT_MS)) return;
    }
    c.res.headers.set('connection', 'close');
  };
}
