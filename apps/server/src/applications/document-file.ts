import { detectImageType } from '../uploads/image-type';

/** Largest supporting document accepted, in bytes. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** A document file checked by its content, ready to store. */
export interface CheckedDocument {
  /** `application/pdf` or the image's type. */
  contentType: string;
  /** The name it was uploaded with, cleaned for display. */
  originalName: string;
  /** The bytes. */
  bytes: Uint8Array;
}

/** Why a document was refused: a sentence to follow its name, and the status that says so. */
export interface DocumentRefusal {
  /** Such as `is larger than 5 MB`. */
  refused: string;
  /** 413 for a file over {@link MAX_DOCUMENT_BYTES}, 415 for one of another kind (or empty). */
  status: 413 | 415;
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/**
 * Checks an uploaded document: a PDF or a JPEG, PNG or WebP picture, recognised by its first bytes
 * (never by its name or declared type), 5 MB at most. Answers a reason a person can read, and the
 * status to answer with, when it is refused.
 */
export async function checkDocument(file: File): Promise<CheckedDocument | DocumentRefusal> {
  if (file.size === 0) return { refused: 'is empty', status: 415 };
  if (file.size > MAX_DOCUMENT_BYTES) return { refused: 'is larger than 5 MB', status: 413 };
  const bytes = new Uint8Array(await file.arrayBuffer());
  let contentType: string | undefined;
  if (PDF_MAGIC.every((byte, index) => bytes[index] === byte)) contentType = 'application/pdf';
  const image = detectImageType(bytes);
  if (image && ['image/jpeg', 'image/png', 'image/webp'].includes(image.contentType)) {
    contentType = image.contentType;
  }
  if (!contentType) return { refused: 'is not a PDF, JPEG, PNG or WebP file', status: 415 };
  const originalName =
    file.name
      .replace(/[^\p{L}\p{N} ._()-]/gu, '')
      .trim()
      .slice(0, 120) || 'document';
  return { contentType, originalName, bytes };
}
