import type { MiddlewareHandler } from 'hono';
import type { Clock } from './clock';

/**
 * `Date` on every answer from the site's clock, the one that decides what the site shows (a
 * notice's last day, a vacancy's closing day, a schedule coming due). The studio and the notices'
 * editor read it (`apps/web/app/api/server-clock.ts`), so what they call ended or closed is what
 * the public's lists leave out, on a phone whose own date is wrong and on a demo whose clock was
 * moved (`POST /api/dev/clock`); with the real clock it is the time Node would have written.
 */
export function clockDateHeader(clock: Clock): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('date', clock.now().toUTCString());
  };
}
