import type { MemberUser } from '@coaz/api-client';
import { formatDate } from '../dates/format-date';
import { MemberFacts } from './member-facts';
import {
  inGracePeriod,
  type StandingFacts,
  standingLapsed,
  standingToday,
} from './membership-standing';
import { useDistricts } from './use-districts';
import { useMembershipSummary } from './use-membership';
import { formatMobileNumber } from './zambian-mobile-number';

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

/** What each role lets the member do, as the secretariat would name it. */
export const ROLE_NAMES: Readonly<Record<string, string>> = {
  member: 'Member',
  editor: 'Content editor',
  admin: 'Secretariat administrator',
};

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The member's particulars and membership status, as `GET current` gives them. */
export function MemberProfile({
  member,
  today = standingToday(),
}: {
  member: MemberUser;
  /** Lusaka's date, for whether the paid year is over. @default the server's today */
  today?: string;
}) {
  const districts = useDistricts();
  // The dashboard's own read of the membership (one query, shared): it says whether the
  // application was refused, which the account's status does not.
  const summary = useMembershipSummary();
  const district = districts.data?.find((entry) => entry.id === member.districtId);
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ');
  const phone = text(member.phoneNumber);
  const facts: [string, string | undefined][] = [
    ['Name', name || undefined],
    ['User name', member.username],
    // The account's status, not the membership's: a studio or secretariat account with no
    // membership is ACTIVE too, and read "Membership status: Active" beside a welcome saying it
    // holds no membership. The standing itself is the welcome's, from the membership's record;
    // where it is over, or in its grace period, the row says so (`accountStanding`).
    [
      'Account status',
      accountStanding(member.status, summary.data, today, summary.data?.application?.status),
    ],
    ['Role', ROLE_NAMES[member.role] ?? 'Member'],
    ['E-mail', text(member.email)],
    ['Phone', phone && formatMobileNumber(phone)],
    ['District', district ? `${district.name}, ${district.province}` : undefined],
    ['Country', text(member.country)],
  ];
  return (
    <section className="page-section" aria-labelledby="member-profile">
      <h2 id="member-profile">My profile</h2>
      <MemberFacts facts={facts} />
    </section>
  );
}
