import type { MiddlewareHandler } from 'hono';
import { loggedPath } from './logged-path';

/** Where log lines go; console by default. */
export type LogSink = (line: string) => void;

/**
 * Logs one line per request: method, path (percent-encoded as sent, so no path can forge a line),
 * status and milliseconds. Never the query string (login takes credentials there) and never a
 * header, so no password or token reaches a log.
 */
export function requestLog(sink: LogSink): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const elapsed = Math.round(performance.now() - started);
    sink(`${c.req.method} ${loggedPath(c.req.url)} ${c.res.status} ${elapsed}ms`);
  };
}
