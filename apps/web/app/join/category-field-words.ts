import type { ApplicableMembershipType } from '@coaz/api-client/membership';
import { trainsInCategory } from '../member/category-fact';

/** What the join form says of the professional category field for one membership type. */
export interface CategoryFieldWords {
  /** The field's label, also the problem summary's. */
  label: string;
  /** A line of help under the label, when the list alone would mislead. */
  hint?: string;
  /** The list's empty first choice. */
  placeholder: string;
  /** What is said when nothing is chosen and the type needs a choice. */
  missing: string;
}

/**
 * The category field's words by type. A student is not yet of a category: they choose the
 * programme they train in, from the same list, and the card and the public check then say
 * "Training in" (see `member/category-fact.ts`; the server refuses a student who gives none with
 * the same words). Affiliate membership may leave it empty.
 */
export function categoryFieldWords(type: ApplicableMembershipType): CategoryFieldWords {
  if (trainsInCategory(type)) {
    return {
      label: 'Programme you are training in',
      hint: 'The kind of clinical officer your course trains you to be. Your membership card will say you are training in it, not that you practise it.',
      placeholder: 'Choose a programme',
      missing: 'Choose the programme you are training in',
    };
  }
  return {
    label:
      type === 'affiliate_membership'
        ? 'Professional category (optional)'
        : 'Professional category',
    placeholder: 'Choose a category',
    missing: 'Choose your professional category',
  };
}
