import { officeSpelling } from '../organisation/office-position';

/**
 * What a text field with offered words says when the typed text is one of them in another case
 * or spacing ("treasurer general" for the offered "Treasurer General"): the site writes it as
 * offered. The only offered words are offices (a person's Position), which the public pages match
 * this loosely and write in the office's own spelling (`officeSpelling`), so the editor learns
 * before saving what the public will read, and that picking the offered one is not needed.
 * Nothing for text that is exactly as offered, or that names nothing offered.
 * @example offeredSpellingNote('treasurer general', ['Treasurer General'])
 * // 'The site writes it as the office is named: Treasurer General.'
 */
export function offeredSpellingNote(
  typed: string,
  offered: readonly string[] | undefined,
): string | undefined {
  const text = typed.trim();
  if (!text || !offered?.length) return undefined;
  const spelling = officeSpelling(
    text,
    offered.map((position) => ({ position })),
  );
  return spelling === text ? undefined : `The site writes it as the office is named: ${spelling}.`;
}
