import { addDays } from './lusaka-date';

/**
 * The last day (Lusaka date) a member is in good standing, or null when they are not on `today`.
 * An active member with a paid year is in good standing to its last day, and then through the
 * grace period (shown with the grace period's last day, since that is what a checker relies on).
 * An active member from before online dues (no date recorded) is in good standing with no date.
 */
export function goodStandingUntil(
  member: { status: string; validUntil: string | null },
  today: string,
  graceDays: number,
): { goodStanding: boolean; until: string | null } {
  if (member.status !== 'ACTIVE') return { goodStanding: false, until: null };
  if (!member.validUntil) return { goodStanding: true, until: null };
  if (today <= member.validUntil) return { goodStanding: true, until: member.validUntil };
  const graceEnd = addDays(member.validUntil, graceDays);
  return today <= graceEnd
    ? { goodStanding: true, until: graceEnd }
    : { goodStanding: false, until: null };
}
