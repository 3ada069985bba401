import { extractText, getDocumentProxy } from 'unpdf';
import type { ConstitutionDocument } from '../constitution-document/constitution-document';
import type { SourceLine } from '../internal/source-line';
import { structureConstitution } from '../internal/structure-constitution';

/** Options for {@link parseConstitutionPdf}. */
export interface ParseConstitutionPdfOptions {
  /** The document's title; by default the first line of the first page. */
  title?: string;
}

/** What a value that is not bytes is, for the message refusing it. */
function describeValue(value: unknown): string {
  if (typeof value === 'string') return 'a string such as a path';
  if (value === null || typeof value !== 'object') return String(value);
  const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof name === 'string' && name !== 'Object' ? `a ${name}` : 'a plain object';
}

/**
 * Reads a constitution PDF's text layer into Parts, Articles (with page spans) and clauses.
 * The table of contents is recognised and left out; a scanned PDF without a text layer gives a
 * document with no Articles.
 *
 * @throws an Error naming this function when the data is not a readable PDF (pdf.js's error as its
 * `cause`); a TypeError when it is not bytes at all (a file's path, say), which pdf.js would have
 * read as an empty file.
 * @example
 * const constitution = await parseConstitutionPdf(new Uint8Array(await readFile('constitution.pdf')));
 */
export async function parseConstitutionPdf(
  data: Uint8Array | ArrayBuffer,
  options: ParseConstitutionPdfOptions = {},
): Promise<ConstitutionDocument> {
  // For callers without types: any other value became an empty array below, and failed as pdf.js's
  // "The PDF file is empty".
  if (!(data instanceof Uint8Array) && !(data instanceof ArrayBuffer)) {
    throw new TypeError(
      `parseConstitutionPdf takes the PDF file's bytes (a Uint8Array or an ArrayBuffer), not ${describeValue(data)}: read the file first, ` +
        "as in parseConstitutionPdf(new Uint8Array(await readFile('constitution.pdf'))) with readFile from node:fs/promises.",
    );
  }
  // pdf.js takes ownership of the buffer it is given: hand it a copy so the caller's stays usable
  // (new Uint8Array copies a Uint8Array, but would only view an ArrayBuffer).
  const bytes = new Uint8Array(data instanceof ArrayBuffer ? data.slice(0) : data);
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // verbosity 0 (errors only): pdf.js otherwise prints to the console on its own, such as
    // "Warning: Indexing all PDF objects" for bytes that are not a PDF, in the caller's logs.
    pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  } catch (error) {
    // pdf.js's own wording ("InvalidPDFException: Invalid PDF structure.") names neither this
    // function nor what to do; its error stays as the cause.
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `parseConstitutionPdf could not read the data as a PDF (${reason}): pass the bytes of a PDF file, not of another kind of file or of a damaged or partial download.`,
      { cause: error },
    );
  }
  const { text } = await extractText(pdf, { mergePages: false });
  const lines: SourceLine[] = text.flatMap((pageText, index) =>
    pageText.split(/\r\n|\r|\n/).map((line) => ({ text: line, page: index + 1 })),
  );
  return structureConstitution(lines, options);
}
