import { ApiError } from '../http/api-error';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter';
import { tooManyAttempts } from '../rate-limit/too-many-attempts';
import type { RenderAllowance } from './site-renderer';

/**
 * The renders one address may cause per minute, counted in the database like every other limit,
 * so every instance sees the same total. A render costs 20 to 30 ms of the one thread that
 * answers everyone, where a cached page costs 2: one address asking for `/news?article=` with a
 * new number each time (or `/verify/...`, which is never cached) would otherwise keep the server
 * busy rendering pages nobody else will read.
 * @param limit renders per address per minute (`PAGE_RENDER_LIMIT_PER_ADDRESS`)
 */
export function pageRenderAllowance(limiter: RateLimiter, limit: number): RenderAllowance {
  const rule: RateLimitRule = { name: 'page-render-address', limit, windowSeconds: 60 };
  // The limiter words its refusal for attempts at something; a visitor here was reading pages.
  const inPageWords = (error: unknown): never => {
    if (error instanceof ApiError && error.status === 429) {
      const wait = Number(error.details.retryAfterSeconds);
      throw tooManyAttempts(wait, 'Too many new pages were asked for from your address');
    }
    throw error;
  };
  return {
    check: (visitor) => limiter.check(rule, visitor).catch(inPageWords),
    spend: (visitor) => limiter.hit(rule, visitor).catch(inPageWords),
  };
}
