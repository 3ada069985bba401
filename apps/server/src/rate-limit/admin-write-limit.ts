import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { RateLimiter, RateLimitRule } from './rate-limiter';
import { writeAllowanceLimit } from './write-allowance';

/**
 * Admin writes one admin may make in a minute, every admin write counted together: role changes
 * (make editor or admin, remove), decisions on applications, dues changes, subscriptions billed,
 * payments recorded and refunds marked paid back. Each does more than a save: an approval bills
 * the applicant and sends an SMS the association pays for, a recorded payment issues a receipt, a
 * dues change empties every rendered page (as a studio save does), and a role change hands out or
 * takes away the studio. An admin reads an application's documents or types a bank reference
 * before each, so even a list decided quickly stays well under one every three seconds; a stolen
 * admin session or a script in a loop is stopped at twenty.
 */
export const ADMIN_WRITES_PER_MINUTE: RateLimitRule = {
  name: 'admin-write-minute',
  limit: 20,
  windowSeconds: 60,
};

/**
 * Admin writes one admin may make in an hour: ten full minutes at the minute's limit. A long
 * sitting clearing a backlog (applications after a registration drive, a bank statement's
 * transfers at the year's start) is a few dozen to a hundred an hour, each read or typed first;
 * a script keeping just under the minute's limit is held to one every eighteen seconds.
 */
export const ADMIN_WRITES_PER_HOUR: RateLimitRule = {
  name: 'admin-write-hour',
  limit: 200,
  windowSeconds: 3600,
};

/** The sentence before the wait in the 429's message. */
export const ADMIN_WRITE_REFUSAL =
  'Too many admin changes were made from your account in a short time';

/** The OpenAPI description of the 429 every admin write may answer. */
export const ADMIN_WRITE_LIMIT_DESCRIPTION =
  `More than ${ADMIN_WRITES_PER_MINUTE.limit} admin changes made by this admin in a minute, ` +
  `or ${ADMIN_WRITES_PER_HOUR.limit} in an hour, every admin write counted together ` +
  '(`rate_limited`; wait `Retry-After` seconds)';

/**
 * Counts an admin write (a role change, a decision on an application, a dues change, a bill, a
 * recorded payment or refund) against its admin's allowance ({@link ADMIN_WRITES_PER_MINUTE},
 * {@link ADMIN_WRITES_PER_HOUR}), keyed by the member id, apart from the studio's. Use after
 * `requireAdmin`, on the write methods only: reading the lists the decisions are made from is
 * not counted. Only writes that took effect count (`writeAllowanceLimit`): a decision refused
 * (already decided, a fee paid meanwhile) changed nothing.
 * @throws 429 `rate_limited` with `Retry-After`, before the write runs
 */
export const limitAdminWrites: (limiter: RateLimiter) => MiddlewareHandler<AppEnv> =
  writeAllowanceLimit({
    perMinute: ADMIN_WRITES_PER_MINUTE,
    perHour: ADMIN_WRITES_PER_HOUR,
    refusal: ADMIN_WRITE_REFUSAL,
  });
