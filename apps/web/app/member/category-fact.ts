/**
 * How a member's professional category is named where others read it: the membership card, the
 * public check of a number (`/verify/COAZ-…`) and the join form.
 *
 * Decision: a student is not yet of a category. A student membership's category is the programme
 * the student trains in (the same list of categories, chosen on the join form as "Programme you
 * are training in"), and is said as "Training in: Clinical Officer General", never as a bare
 * "Category: Clinical Officer General", which let an employer take a student for a qualified
 * practitioner. Every other type, a member on the roll from before online membership included,
 * says "Category". The server applies the same rule (its verification's `inTraining`).
 */
export const STUDENT_MEMBERSHIP = 'student_membership';

/** Whether a member of this type (slug) holds their category as the programme they train in. */
export function trainsInCategory(membershipType: string | null | undefined): boolean {
  return membershipType === STUDENT_MEMBERSHIP;
}

/** The label before the category's name: "Training in" for a student, otherwise "Category". */
export function categoryFactLabel(inTraining: boolean): string {
  return inTraining ? 'Training in' : 'Category';
}
