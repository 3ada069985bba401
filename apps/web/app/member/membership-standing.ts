import type { MembershipSummary } from '@coaz/api-client/membership';
import { serverNow } from '../api/server-clock';
import { formatDate } from '../dates/format-date';
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

/**
 * A standing as every screen reads it: the account's stored status, the paid year on record and the
 * standing by the day, as `GET membership` gives them to the member and `GET admin/members`,
 * `GET admin/subscriptions` and a member's record give them to the secretariat.
 */
export type StandingFacts = Pick<
  MembershipSummary,
  'status' | 'validUntil' | 'goodStanding' | 'goodStandingUntil'
>;

/**
 * The paid year in the words of the member's card ("Paid year: Runs to …"), for the secretariat's
 * lines after "paid year": "runs to 7 December 2028" while it runs, "ended 7 December 2027 (in the
 * grace period: renew by 6 January 2028)" in its grace period, "ended 7 December 2027" after it;
 * undefined with no paid year on record; `standingBeside` leaves the grace period to the standing
 * shown beside it (`accountStanding`). The look-up, the record and the billing search said
 * "paid up to", "Paid up to" and "paid until" for one date.
 */
export function paidYearWords(
  standing: StandingFacts,
  today: string,
  { standingBeside = false } = {},
): string | undefined {
  const { validUntil, goodStandingUntil } = standing;
  if (!validUntil) return undefined;
  if (today <= validUntil) return `runs to ${formatDate(validUntil)}`;
  // Beside the standing's own words ("Renewal due: in good standing until …"), the grace period's
  // end would be said twice in one line.
  if (!standingBeside && inGracePeriod(standing, today) && goodStandingUntil) {
    return `ended ${formatDate(validUntil)} (in the grace period: renew by ${formatDate(goodStandingUntil)})`;
  }
  return `ended ${formatDate(validUntil)}`;
}

/** Each account status as the member and the secretariat read it. */
export const ACCOUNT_STATUS_NAMES: Readonly<Record<string, string>> = {
  ACTIVE: 'Active',
  PENDING_PAYMENT: 'Membership fee due',
  OTP: 'Password change needed',
  // Registration to finish, documents to add, or an application with the secretariat: the
  // dashboard's next step says which. "Registration incomplete" read as the applicant's fault
  // while the secretariat was reviewing a complete application.
  INCOMPLETE_REGISTRATION: 'Application in progress',
  SUSPENDED: 'Suspended',
};

/**
 * An account's status in words, told apart by where its online application stands: an applicant
 * whose application was refused, and not yet sent back by adding documents, read "Application in
 * progress" in their profile and in the secretariat's look-up, as if it were still being reviewed.
 */
export function accountStatusName(status: string, applicationStatus?: string | null): string {
  if (status === 'INCOMPLETE_REGISTRATION' && applicationStatus === 'REJECTED') {
    return 'Application not approved';
  }
  return ACCOUNT_STATUS_NAMES[status] ?? status;
}

/**
 * The account's status row, the profile's and the secretariat's (the look-up's line and a member's
 * record): the account's status in words ({@link accountStatusName}), except where the standing
 * (decided by the day, on the server) says more than the stored status. Once the grace period is
 * over the account stays ACTIVE until the hourly dues job lapses it, and the profile said "Active"
 * under a welcome and a /verify saying "Not in good standing"; in the grace period "Active" alone
 * hid that the paid year is over. Without the standing (not read yet), the status alone.
 */
export function accountStanding(
  status: string,
  standing: StandingFacts | undefined,
  today: string,
  applicationStatus?: string | null,
): string {
  if (standing && standingLapsed(standing)) {
    return 'Membership lapsed: renew to be in good standing';
  }
  if (
    standing &&
    status === 'ACTIVE' &&
    inGracePeriod(standing, today) &&
    standing.goodStandingUntil
  ) {
    return `Renewal due: in good standing until ${formatDate(standing.goodStandingUntil)}`;
  }
  return accountStatusName(status, applicationStatus);
}
