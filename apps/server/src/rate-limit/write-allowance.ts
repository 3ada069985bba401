import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import type { RateLimiter, RateLimitRule } from './rate-limiter';
import { tooManyAttempts } from './too-many-attempts';

/** One member's allowance of writes of one kind (studio saves, admin decisions). */
export interface WriteAllowance {
  /** Writes a member may make in a minute. */
  perMinute: RateLimitRule;
  /** Writes a member may make in an hour. */
  perHour: RateLimitRule;
  /** The sentence before the wait in the 429's message, in the words of what was refused. */
  refusal: string;
}

/**
 * The middleware that counts a write against its member's allowance ({@link WriteAllowance}),
 * keyed by the member id, so every route it guards draws on one allowance and a second session
 * of the same member gets no more. Use after `requireMember` and the role check. Make it once per
 * allowance and mount the answer's middleware wherever its writes are.
 *
 * Decided: only writes that took effect count. The hit is taken before the write runs, in the
 * statement that checks the limit (so writes sent at once get no further than writes sent one
 * after another), and given back when the answer is not a success: a write refused as malformed,
 * stale (409) or of a record gone changed nothing, and fixing a form's mistakes should not spend
 * the allowance.
 * @throws 429 `rate_limited` with `Retry-After` and the wait in words, before the write runs
 */
export function writeAllowanceLimit(
  allowance: WriteAllowance,
): (limiter: RateLimiter) => MiddlewareHandler<AppEnv> {
  // Requests already counted against this allowance, whichever router's middleware counted them.
  const counted = new WeakSet<Request>();

  // The limiter's words are the login's ("Too many attempts"); the member reads what was refused.
  const inItsWords = (error: unknown): never => {
    if (error instanceof ApiError && error.status === 429) {
      throw tooManyAttempts(Number(error.details.retryAfterSeconds), allowance.refusal);
    }
    throw error;
  };

  return (limiter) => async (c, next) => {
    // A router's `/news/*` also matches `/news`, so a middleware mounted on both runs twice for
    // one request: the request is counted once.
    if (counted.has(c.req.raw)) return next();
    counted.add(c.req.raw);
    const key = String(c.get('member').id);
    const minute = await limiter.reserve(allowance.perMinute, key).catch(inItsWords);
    const hour = await limiter.reserve(allowance.perHour, key).catch(async (error) => {
      await minute.giveBack();
      return inItsWords(error);
    });
    let tookEffect = false;
    try {
      await next();
      tookEffect = c.res.status >= 200 && c.res.status < 300 && c.error === undefined;
    } finally {
      if (!tookEffect) await Promise.all([minute.giveBack(), hour.giveBack()]);
    }
  };
}
