import { findMembershipType, findProfessionalCategory } from '@coaz/content-data';
import type { DocumentKind } from './membership-schema';

/** The membership types one can apply for online; life and honorary come by nomination. */
export const APPLICABLE_MEMBERSHIP_TYPES = [
  'full_membership',
  'associate_membership',
  'student_membership',
  'affiliate_membership',
  'retired_membership',
] as const;

/** A membership type one can apply for. */
export type ApplicableMembershipType = (typeof APPLICABLE_MEMBERSHIP_TYPES)[number];

/**
 * The annual subscription of each type before an admin sets it, in ngwee (K1 = 100 ngwee). Full
 * membership keeps the K300 members already pay; the others are the secretariat's starting points.
 */
export const DEFAULT_DUES_NGWEE: Record<ApplicableMembershipType, number> = {
  full_membership: 30_000,
  associate_membership: 25_000,
  student_membership: 10_000,
  affiliate_membership: 50_000,
  retired_membership: 10_000,
};

/** The documents an application of this type must carry before it can be reviewed. */
export function requiredDocuments(type: string): DocumentKind[] {
  if (type === 'full_membership') return ['practising_licence'];
  if (type === 'student_membership') return ['student_card'];
  return [];
}

/**
 * Supporting documents one application may carry, those sent with it and those added later:
 * enough for a licence, a card and a few others, and a bound on what one account can store.
 */
export const MAX_DOCUMENTS_PER_APPLICATION = 6;

/** What people call a document kind. */
export const DOCUMENT_KIND_NAMES: Record<DocumentKind, string> = {
  practising_licence: 'practising licence',
  student_card: 'student card',
  other: 'other supporting document',
  photo: 'profile photo',
};

/** The name of a membership type slug, such as "Full Membership". */
export function membershipTypeName(slug: string | null): string | null {
  if (!slug) return null;
  return findMembershipType(slug)?.name ?? slug;
}

/** The name of a professional category slug, such as "Clinical Officer General". */
export function categoryName(slug: string | null): string | null {
  if (!slug) return null;
  return findProfessionalCategory(slug)?.name ?? slug;
}

/** Whether `value` is a membership type one can apply for. */
export function isApplicableType(value: string): value is ApplicableMembershipType {
  return (APPLICABLE_MEMBERSHIP_TYPES as readonly string[]).includes(value);
}
