import { addDays } from './lusaka-date';

/**
 * The last day (Lusaka date) a member is in good standing, or null when they are not on `today`.
 *
 * One rule for every reader (the public check at /verify, the dashboard's welcome and card, the
 * membership summary and the secretariat's record, the renewal SMS): good standing runs to the end
 * of the grace period after the paid year, because that is the day it really ends, whatever day
 * it is asked. So an active member with a paid year is in good standing until `validUntil` plus
 * `graceDays`, before the paid year ends as well as in the grace period; the date never moves on
 * while nothing is paid (it once read the paid year's last day up to midnight on that day, and a
 * month later from the next morning). Whether the paid year is over is `validUntil`'s to say.
 * An active member from before online dues (no date recorded) is in good standing with no date.
 */
export function goodStandingUntil(
  member: { status: string; validUntil: string | null },
  today: string,
  graceDays: number,
): { goodStanding: boolean; until: string | null } {
  if (member.status !== 'ACTIVE') return { goodStanding: false, until: null };
  if (!member.validUntil) return { goodStanding: true, until: null };
  const graceEnd = addDays(member.validUntil, graceDays);
  return today <= graceEnd
    ? { goodStanding: true, until: graceEnd }
    : { goodStanding: false, until: null };
}
