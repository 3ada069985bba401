import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config';
import { answersAtOnceFor, answersAtOncePerAddress } from '../http/answers-at-once';
import type { AppEnv } from '../http/app-env';
import type { RateLimitRule } from '../rate-limit/rate-limiter';

/** The buckets password guesses are counted in (see {@link loginRateLimits}). */
export interface LoginRateLimits {
  /** Every attempt from one address, right or wrong: `LOGIN_LIMIT_PER_ADDRESS`. */
  perAddress: RateLimitRule;
  /** Failures on one user name from one address: `LOGIN_LIMIT_PER_USER`, then 429. */
  perAddressUser: RateLimitRule;
  /**
   * Attempts on one user name from everywhere, cross-site ones too, counted as they are let in
   * (so a burst cannot pass before any has failed) and forgotten after a right password: past
   * `LOGIN_LIMIT_PER_USER`, a growing wait.
   */
  perUser: RateLimitRule;
  /** Failures on one user name sent by another site's page: `LOGIN_LIMIT_PER_USER`, then 429 for such requests only. */
  crossSite: RateLimitRule;
  /** Attempts from one browser the member logged in from before (its device mark), counted as they are let in and forgotten after a right password: `LOGIN_LIMIT_PER_USER`, then 429. */
  perDevice: RateLimitRule;
}

/**
 * The limits on password guesses. Login and the one-time password change both check a password,
 * so they count in the same buckets: neither can be used to get round the other's limit.
 *
 * A brute force from one address is stopped by `perAddressUser` and `perAddress`. A distributed
 * one is slowed by `perUser`: past the limit each attempt waits twice as long as the last
 * (1 s, 2 s, 4 s ... at most {@link MAX_LOGIN_BACKOFF_SECONDS}). Failures a browser marks
 * `Sec-Fetch-Site: cross-site` or `same-site` (another site's page, such as an `<img>` pointing
 * at `GET login`) count in `crossSite`, which limits only such requests, instead of
 * `perAddressUser`: no other site can lock a member's own address out. They still count in
 * `perUser`, because any client can send the header; since `crossSite` admits at most
 * `LOGIN_LIMIT_PER_USER` of them a window, another site can add at most the backoff's first
 * step (one second) to the member's own login.
 *
 * So that nobody who knows a user name can keep its member out (by failing from many addresses,
 * the per-user backoff then refusing every attempt, or from the member's own shared address, a
 * hospital's or a mobile network's), a browser the member has logged in from carries a signed
 * device mark (login-device.ts). Its attempts skip `perAddressUser` and the per-user backoff
 * and count in `perDevice` instead: the member's own phone still gets in with the right password
 * whatever strangers do, and guessing from it stays as costly as from anywhere
 * (`LOGIN_LIMIT_PER_USER` failures a window, then 429).
 */
export function loginRateLimits(
  config: Pick<
    ServerConfig,
    'loginLimitPerUser' | 'loginLimitPerAddress' | 'loginLimitWindowSeconds'
  >,
): LoginRateLimits {
  const windowSeconds = config.loginLimitWindowSeconds;
  return {
    perAddress: { name: 'login-address', limit: config.loginLimitPerAddress, windowSeconds },
    perAddressUser: { name: 'login-address-user', limit: config.loginLimitPerUser, windowSeconds },
    // Never refused by the counter itself: the backoff reads it.
    perUser: { name: 'login-user', limit: Number.MAX_SAFE_INTEGER, windowSeconds },
    crossSite: { name: 'login-cross-site', limit: config.loginLimitPerUser, windowSeconds },
    perDevice: { name: 'login-device', limit: config.loginLimitPerUser, windowSeconds },
  };
}

/** The longest wait the per-user backoff imposes between attempts. */
export const MAX_LOGIN_BACKOFF_SECONDS = 60;

/**
 * The password checks (argon2) one address may have under way at once: a sixtieth of its window's
 * allowance ({@link answersAtOnceFor}, as the chat's and the proxy warnings' count), 10 by default. Hashes run on libuv's four threads, which reading files (the site's
 * assets) shares, so an address sending its 600 attempts at once held every file read of the
 * process for the seconds the queue took (40 hashes held one read for a second on two cores).
 */
export function passwordChecksAtOnce(
  config: Pick<ServerConfig, 'loginLimitPerAddress'>,
): MiddlewareHandler<AppEnv> {
  return answersAtOncePerAddress(
    answersAtOnceFor(config.loginLimitPerAddress),
    'Several sign-ins from your address are still being checked',
  );
}
