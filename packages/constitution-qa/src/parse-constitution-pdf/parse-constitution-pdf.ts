import { extractText, getDocumentProxy } from 'unpdf';
import type { ConstitutionDocument } from '../constitution-document/constitution-document';
import type { SourceLine } from '../internal/source-line';
import { structureConstitution } from '../internal/structure-constitution';

/** Options for {@link parseConstitutionPdf}. */
export interface ParseConstitutionPdfOptions {
  /** The document's title; by default the first line of the first page. */
  title?: string;
}

/**
 * Reads a constitution PDF's text layer into Parts, Articles (with page spans) and clauses.
 * The table of contents is recognised and left out; a scanned PDF without a text layer gives a
 * document with no Articles.
 *
 * @throws when the data is not a readable PDF.
 * @example
 * const constitution = await parseConstitutionPdf(new Uint8Array(await readFile('constitution.pdf')));
 */
export async function parseConstitutionPdf(
  data: Uint8Array,
  options: ParseConstitutionPdfOptions = {},
): Promise<ConstitutionDocument> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy so the caller's stays usable.
  const pdf = await getDocumentProxy(new Uint8Array(data));
  const { text } = await extractText(pdf, { mergePages: false });
  const lines: SourceLine[] = text.flatMap((pageText, index) =>
    pageText.split(/\r\n|\r|\n/).map((line) => ({ text: line, page: index + 1 })),
  );
  return structureConstitution(lines, options);
}
