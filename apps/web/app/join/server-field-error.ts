import { ApiError } from '@coaz/api-client';
import { MAX_UPLOAD_BYTES } from '../api/max-upload-bytes';

/**
 * Splits a server refusal such as `nrcNumber: Enter the NRC number as on the card` into the field
 * it names and the sentence, so the form can show it beside that field.
 */
export function serverFieldError(message: string): { field?: string; message: string } {
  const match = /^([a-zA-Z]+): (.+)$/s.exec(message);
  if (!match?.[1] || !match[2]) return { message };
  const text = match[2];
  return { field: match[1], message: text.charAt(0).toUpperCase() + text.slice(1) };
}

/** The file fields of a membership application. */
export type DocumentField = 'practisingLicence' | 'studentCard' | 'otherDocument';

// The server's refusal of a document names it in words, not by its field ("The practising licence
// is not a PDF…"); these are its words for each field, so a refusal can be put beside the right one.
export const DOCUMENT_NAMES: Record<DocumentField, string> = {
  practisingLicence: 'practising licence',
  studentCard: 'student card',
  otherDocument: 'other supporting document',
};

/**
 * What to show beside each document field a refused application concerns: a 415 names the
 * document in its sentence, which is kept; a 413 names none, so each file over 5 MB is marked.
 * Undefined when the refusal is about no document field, so the form shows it whole.
 *
 * @example documentFieldErrors(error, files) // { practisingLicence: 'The practising licence is not a PDF, JPEG, PNG or WebP file' }
 */
export function documentFieldErrors(
  error: unknown,
  files: Partial<Record<DocumentField, File>>,
): Partial<Record<DocumentField, string>> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const fields = Object.keys(DOCUMENT_NAMES) as DocumentField[];
  if (error.status === 415) {
    const refused = fields.find((field) =>
      error.message.toLowerCase().startsWith(`the ${DOCUMENT_NAMES[field]} `),
    );
    return refused ? { [refused]: error.message } : undefined;
  }
  if (error.status === 413) {
    const tooLarge = oversizedDocuments(files);
    return Object.keys(tooLarge).length > 0 ? tooLarge : undefined;
  }
  return undefined;
}

/**
 * What is said of a document over the server's 5 MB. A photo of it is made smaller on the phone
 * before it is sent (`document-photo.ts`), so a file this large is nearly always a PDF: "attach a
 * smaller file" alone was advice a phone user had no way to follow, while a photo of the paper
 * is one they can take.
 * @example tooLargeDocument('student card') // 'The student card is larger than 5 MB: take a photo of it instead (photos are made smaller for you), or attach a smaller PDF'
 */
export function tooLargeDocument(name: string): string {
  return `The ${name} is larger than 5 MB: take a photo of it instead (photos are made smaller for you), or attach a smaller PDF`;
}

/**
 * The chosen documents over the server's 5 MB, each with what to say beside it; empty when none
 * is. Checked before sending, since an applicant on a phone would otherwise pay for megabytes of
 * data only to be told the file was too large.
 *
 * @example oversizedDocuments({ practisingLicence: sixMegabytePdf }) // { practisingLicence: tooLargeDocument('practising licence') }
 */
export function oversizedDocuments(
  files: Partial<Record<DocumentField, File>>,
): Partial<Record<DocumentField, string>> {
  const fields = Object.keys(DOCUMENT_NAMES) as DocumentField[];
  return Object.fromEntries(
    fields
      .filter((field) => (files[field]?.size ?? 0) > MAX_UPLOAD_BYTES)
      .map((field) => [field, tooLargeDocument(DOCUMENT_NAMES[field])]),
  );
}
