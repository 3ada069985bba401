import { formatDate } from '../dates/format-date';

/**
 * When a document of an application was added, in Zambia's date: "added 3 December 2026", and
 * for one added after the application's last refusal, "new since the refusal" too, so two
 * "student card" buttons are told apart and the officer opens what the applicant sent back.
 * Nothing for a document whose day is not known.
 */
export function documentAddedLine(addedAt: string | undefined, refusedAt?: string | null): string {
  if (!addedAt) return '';
  const added = `added ${formatDate(addedAt)}`;
  return refusedAt && Date.parse(addedAt) > Date.parse(refusedAt)
    ? `${added}, new since the refusal`
    : added;
}
