import type { ServerConfig } from '../config';
import type { RateLimitRule } from '../rate-limit/rate-limiter';

/**
 * The limits on password guesses, per user name and per client address. Login and the one-time
 * password change both check a password, so they count in the same buckets: neither can be used
 * to get round the other's limit.
 */
export function loginRateLimits(
  config: Pick<
    ServerConfig,
    'loginLimitPerUser' | 'loginLimitPerAddress' | 'loginLimitWindowSeconds'
  >,
): { perUser: RateLimitRule; perAddress: RateLimitRule } {
  return {
    perUser: {
      name: 'login-user',
      limit: config.loginLimitPerUser,
      windowSeconds: config.loginLimitWindowSeconds,
    },
    perAddress: {
      name: 'login-address',
      limit: config.loginLimitPerAddress,
      windowSeconds: config.loginLimitWindowSeconds,
    },
  };
}
