import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { RateLimiter, RateLimitRule } from './rate-limiter';
import { writeAllowanceLimit } from './write-allowance';

/**
 * Studio writes one editor may make in a minute, all routes together (collections', notices',
 * site settings', uploads). An editor types, reads and saves: reordering every partner one by one
 * is a few dozen saves, and nobody saves once a second for a minute. Each save of a published
 * entry empties the rendered pages and the public lists, so one session saving in a loop cut the
 * public site from 1105 to 58 pages a second.
 */
export const STUDIO_WRITES_PER_MINUTE: RateLimitRule = {
  name: 'studio-write-minute',
  limit: 60,
  windowSeconds: 60,
};

/**
 * Studio writes one editor may make in an hour: ten full minutes at the minute's limit. A day of
 * real editing (an AGM's news, events and people) stays well under it, while a script keeping
 * just under the minute's limit is held to one save every six seconds on average.
 */
export const STUDIO_WRITES_PER_HOUR: RateLimitRule = {
  name: 'studio-write-hour',
  limit: 600,
  windowSeconds: 3600,
};

/** The sentence before the wait in the 429's message. */
export const STUDIO_WRITE_REFUSAL = 'Too many changes were saved from your account in a short time';

/** The OpenAPI description of the 429 every studio write may answer. */
export const STUDIO_WRITE_LIMIT_DESCRIPTION =
  `More than ${STUDIO_WRITES_PER_MINUTE.limit} studio changes saved by this editor in a minute, ` +
  `or ${STUDIO_WRITES_PER_HOUR.limit} in an hour, every studio write counted together ` +
  '(`rate_limited`; wait `Retry-After` seconds)';

/**
 * Counts a studio write against its editor's allowance ({@link STUDIO_WRITES_PER_MINUTE},
 * {@link STUDIO_WRITES_PER_HOUR}), keyed by the member id, so every route it guards draws on one
 * allowance and a second session of the same editor gets no more. Use after `requireEditor`.
 * Only writes that took effect count (`writeAllowanceLimit`): a save refused as malformed, stale
 * (409) or of an entry gone changed nothing and emptied no cache.
 * @throws 429 `rate_limited` with `Retry-After`, before the write runs
 */
export const limitStudioWrites: (limiter: RateLimiter) => MiddlewareHandler<AppEnv> =
  writeAllowanceLimit({
    perMinute: STUDIO_WRITES_PER_MINUTE,
    perHour: STUDIO_WRITES_PER_HOUR,
    refusal: STUDIO_WRITE_REFUSAL,
  });
