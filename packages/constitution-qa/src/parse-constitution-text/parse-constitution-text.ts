import type { ConstitutionDocument } from '../constitution-document/constitution-document';
import { structureConstitution } from '../internal/structure-constitution';

/** Options for {@link parseConstitutionText}. */
export interface ParseConstitutionTextOptions {
  /**
   * The document's title. When absent, the first line before any Part or Article (a Markdown
   * `#` heading, say) is used, else `Constitution`.
   */
  title?: string;
}

/**
 * Reads a constitution written as Markdown or plain text into Parts, Articles and clauses.
 * Headings may be Markdown headings (`## Article 40: Membership Fees`), bold text or plain lines;
 * a contents list is not taken for Articles. Never throws: text with no Article headings gives a
 * document with no Articles.
 *
 * @example
 * const constitution = parseConstitutionText('# Constitution\n## Article 1: Name\n1. The name is COAZ.');
 * constitution.articles[0]?.title; // 'Name'
 */
export function parseConstitutionText(
  text: string,
  options: ParseConstitutionTextOptions = {},
): ConstitutionDocument {
  const lines = String(text ?? '')
    .split(/\r\n|\r|\n/)
    .map((line) => ({ text: line }));
  return structureConstitution(lines, options);
}
