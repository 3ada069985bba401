import type { RateLimitClock } from '../src/rate-limit/rate-limiter';

/**
 * The moment test servers' rate limiters hold still at: midnight UTC, the start of every window
 * (minute, hour, day). On the wall clock a burst of N hits could straddle a window boundary on a
 * loaded machine and be counted in two windows, so a test expecting 429 after N hits would fail
 * once in a while. No test needs a window to pass; one that does must build its own clock.
 */
export const TEST_RATE_LIMIT_TIME = Date.UTC(2026, 0, 1);

/** The rate limiters' clock in test servers: always `TEST_RATE_LIMIT_TIME`. */
export const testRateLimitClock: RateLimitClock = () => TEST_RATE_LIMIT_TIME;
