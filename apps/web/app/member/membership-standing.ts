import type { MembershipSummary } from '@coaz/api-client/membership';
import { serverNow } from '../api/server-clock';
import { lusakaToday } from '../dates/lusaka-time';

/**
 * Today in Lusaka by the server's clock as the browser last heard it (`GET membership` is a
 * `no-store` answer, so reading the summary sets it): the day the server decided the standing on.
 */
export function standingToday(): string {
  return lusakaToday(serverNow());
}

/**
 * Whether the member is in the grace period on `today`: still in good standing, with a paid year on
 * record that is over. The server gives the grace period's last day as `goodStandingUntil` on
 * every day of a paid year (the public check at /verify says the same date all year), so only
 * the day tells a year that still runs from its grace period.
 */
export function inGracePeriod(
  summary: Pick<MembershipSummary, 'goodStanding' | 'validUntil'>,
  today: string,
): boolean {
  return Boolean(summary.goodStanding && summary.validUntil && today > summary.validUntil);
}

/**
 * Whether a paid year and its grace period are over: not in good standing, with a paid year on
 * record, and lapsed (PENDING_PAYMENT) or still ACTIVE, as an account is from Lusaka's midnight
 * after the grace period until the hourly dues job lapses it. The standing, decided by the day,
 * has ended already then, and the dashboard says so rather than the stored status.
 */
export function standingLapsed(
  summary: Pick<MembershipSummary, 'goodStanding' | 'validUntil' | 'status'>,
): boolean {
  const ended = summary.status === 'PENDING_PAYMENT' || summary.status === 'ACTIVE';
  return !summary.goodStanding && Boolean(summary.validUntil) && ended;
}
