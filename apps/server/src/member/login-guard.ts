import type { ServerConfig } from '../config';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { loginRateLimits, MAX_LOGIN_BACKOFF_SECONDS } from './login-rate-limits';

/** One password check: whose, from where, and whether another site's page sent it. */
export interface LoginAttempt {
  /** The normalised user name. */
  username: string;
  /** The client address. */
  address: string;
  /** True when the browser said another site sent it (`Sec-Fetch-Site: cross-site|same-site`). */
  crossSite: boolean;
  /**
   * The id of the device mark the browser sent for this user name, when it has logged in as the
   * member before (see login-device.ts); its attempts are counted per device instead.
   */
  device?: string | undefined;
}

/** Whether a request came from another site's page, as the browser reports it. */
export function isCrossSite(secFetchSite: string | undefined): boolean {
  return secFetchSite === 'cross-site' || secFetchSite === 'same-site';
}

/** Counts password checks and refuses those over the limits of {@link loginRateLimits}. */
export interface LoginGuard {
  /** Before the password is checked. @throws 429 with Retry-After when a limit is reached. */
  admit(attempt: LoginAttempt): Promise<void>;
  /** After a wrong password. */
  failed(attempt: LoginAttempt): Promise<void>;
  /** After a right password: the member's failures are forgotten. */
  succeeded(attempt: LoginAttempt): Promise<void>;
}

/** The guard over the database-backed limiter, so every instance sees the same counts. */
export function createLoginGuard(
  limiter: RateLimiter,
  config: Pick<
    ServerConfig,
    'loginLimitPerUser' | 'loginLimitPerAddress' | 'loginLimitWindowSeconds'
  >,
): LoginGuard {
  const rules = loginRateLimits(config);
  const addressUser = (attempt: LoginAttempt) => `${attempt.address}|${attempt.username}`;
  return {
    async admit(attempt) {
      await limiter.hit(rules.perAddress, attempt.address);
      if (attempt.device) {
        // The member's own browser: limited by its own attempts, never by strangers'. Counted
        // now, as the per-user ones are below, and forgotten after a right password.
        await limiter.hitBelowLimit(rules.perDevice, attempt.device);
        return;
      }
      if (attempt.crossSite) await limiter.check(rules.crossSite, attempt.username);
      else await limiter.check(rules.perAddressUser, addressUser(attempt));
      // Counted now, before the password is checked, and in the statement that checks the
      // backoff: a count of failures read here would let every guess sent at once through, since
      // none has failed yet. A right password forgets it (`succeeded`).
      await limiter.hitAfterBackoff(rules.perUser, attempt.username, {
        freeHits: config.loginLimitPerUser,
        maxWaitSeconds: MAX_LOGIN_BACKOFF_SECONDS,
        refusal: 'Too many failed attempts for this user name',
      });
    },
    async failed(attempt) {
      if (attempt.device) {
        // Per device it was counted on admission.
        await limiter.hit(rules.perUser, attempt.username);
        return;
      }
      // Per user it was counted on admission. Not per address and user when another site's page
      // sent it, so that page cannot lock the member's own address out (per user, since any client
      // can claim to be another site's page, it counted all the same).
      if (attempt.crossSite) await limiter.hit(rules.crossSite, attempt.username);
      else await limiter.hit(rules.perAddressUser, addressUser(attempt));
    },
    async succeeded(attempt) {
      await limiter.reset(rules.perUser, attempt.username);
      await limiter.reset(rules.perAddressUser, addressUser(attempt));
      if (attempt.device) await limiter.reset(rules.perDevice, attempt.device);
    },
  };
}
