import type { ApplicableMembershipType } from '@coaz/api-client/membership';
import { findMembershipType, type MembershipType } from '@coaz/content-data';

/** The types one applies for online, in the order the join page offers them. */
export const APPLICABLE_TYPES: readonly ApplicableMembershipType[] = [
  'full_membership',
  'associate_membership',
  'student_membership',
  'affiliate_membership',
  'retired_membership',
];

/** Types conferred by nomination, explained on the join page but not applied for. */
export const NOMINATED_TYPES = ['life_membership', 'honorary_membership'] as const;

/** The content-data entry of a type slug (every slug above has one). */
export function membershipTypeOf(slug: string): MembershipType {
  const type = findMembershipType(slug);
  if (!type) throw new Error(`content-data has no membership type ${slug}`);
  return type;
}
