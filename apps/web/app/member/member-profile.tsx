import type { MemberUser } from '@coaz/api-client';
import { MemberFacts } from './member-facts';
import { accountStanding, standingToday } from './membership-standing';
import { useDistricts } from './use-districts';
import { useMembershipSummary } from './use-membership';
import { formatMobileNumber } from './zambian-mobile-number';

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
