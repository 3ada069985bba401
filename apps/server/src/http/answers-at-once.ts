import type { MiddlewareHandler } from 'hono';
import { tooManyAttempts } from '../rate-limit/too-many-attempts';
import type { AppEnv } from './app-env';

/** Seconds a client refused for asking too much at once is asked to wait. */
const RETRY_AFTER_SECONDS = 5;

/**
 * The answers one address may have in preparation at once: a sixtieth of what it may ask in a
 * window (rounded up), which the chat's questions (a minute's) and the logins (a window's) take,
 * so that an address asking as fast as it may is never refused and one sending all at once is.
 * @example answersAtOnceFor(600) // 10
 */
export function answersAtOnceFor(allowance: number): number {
  return Math.ceil(allowance / 60);
}

/**
 * Lets each client address (the rate limits' one, an IPv6 one as its /64) have at most `limit`
 * answers of the routes it guards in preparation at once in this process, refusing a further one
 * with 429 `rate_limited` before anything of it is read or counted. A per-minute limit counts what
 * was asked, not what is still being worked on: a burst of one minute's allowance, sent at once,
 * was prepared in full before anyone else's request (600 questions of some 40 ms of the one thread
 * each: 24 s in which the site answered nobody), and the refused part of such a burst no longer
 * costs a database write each. The count is per process, which is what it protects; behind a load
 * balancer each instance keeps its own.
 *
 * @param words the sentence before the wait ("Several questions … are still being answered")
 */
export function answersAtOncePerAddress(limit: number, words: string): MiddlewareHandler<AppEnv> {
  const preparing = new Map<string, number>();
  return async (c, next) => {
    const address = c.get('clientAddress');
    const count = preparing.get(address) ?? 0;
    if (count >= limit) throw tooManyAttempts(RETRY_AFTER_SECONDS, words);
    preparing.set(address, count + 1);
    try {
      await next();
    } finally {
      const left = (preparing.get(address) ?? 1) - 1;
      if (left > 0) preparing.set(address, left);
      else preparing.delete(address);
    }
  };
}
