import { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { announcesBody } from './announces-body';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';
import { onceBodyOver } from './body-over';

/** Seconds a client whose answer was not ready in time is asked to wait before asking again. */
const RETRY_AFTER_SECONDS = 30;

/**
 * Answers 503 `answer_timeout` when a route has not produced its answer within `limitMs`
 * (`HTTP_ANSWER_START_TIMEOUT_MS`), so a request whose work never settles (a query waiting on a
 * lock, a call to a provider with no timeout of its own) ends for its client instead of holding
 * the connection, and whatever the client keeps with it, for as long as the process lives. The
 * limit starts once the request's body has arrived (a body the route never reads is ended by the
 * request's own limit, `HTTP_REQUEST_TIMEOUT_MS`). The work itself is not stopped (nothing can stop a promise), and what it answers later is dropped;
 * a write it made stays made, as when a client gives up. The limit ends once the answer begins:
 * a long download is then watched by the answer's idle limit (`cut-idle-answer.ts`).
 *
 * @param exempt paths whose work before the first byte grows with the data (a backup's snapshot)
 */
export function answerDeadline(
  limitMs: number,
  exempt: (path: string) => boolean,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (exempt(c.req.path)) return next();
    // The site renderer's in-process calls carry a stand-in with only the visitor's address.
    const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
    let timer: NodeJS.Timeout | undefined;
    let answered = false;
    const late = new Promise<never>((_, reject) => {
      const start = () => {
        if (answered) return;
        timer = setTimeout(() => reject(tooLate()), limitMs);
      };
      // A body may take the whole request time to arrive from a phone (15 MB at 2G's 10-20 KB/s);
      // its arrival is watched by the body's own limits, and the route's time starts after it.
      if (incoming instanceof IncomingMessage && announcesBody(incoming) && !incoming.readableEnded)
        onceBodyOver(incoming, start);
      else start();
    });
    try {
      await Promise.race([next(), late]);
    } finally {
      answered = true;
      clearTimeout(timer);
    }
  };
}

function tooLate(): ApiError {
  return new ApiError(
    503,
    'answer_timeout',
    'The server took too long to prepare this answer; try again shortly',
    { 'retry-after': String(RETRY_AFTER_SECONDS) },
  );
}
