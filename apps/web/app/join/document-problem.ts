import { MAX_UPLOAD_BYTES } from '../api/max-upload-bytes';
import { tooLargeDocument } from './server-field-error';

/** Whether `bytes` begin with `signature` (null: any byte), as a file's kind is told by its start. */
function startsWith(bytes: Uint8Array, signature: ReadonlyArray<number | null>): boolean {
  return signature.every((byte, index) => byte === null || bytes[index] === byte);
}

const ASCII = (text: string) => [...text].map((letter) => letter.charCodeAt(0));

// The kinds the server keeps, by their first bytes, as the server tells them (document-file.ts):
// never by the name or the type the phone declares, which a renamed file gets wrong.
const ACCEPTED: ReadonlyArray<ReadonlyArray<number | null>> = [
  ASCII('%PDF-'),
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [...ASCII('RIFF'), null, null, null, null, ...ASCII('WEBP')],
];

/** A phone photo in HEIC (an iPhone's, some Android cameras'): `ftyp` then a HEIF brand. */
function isHeic(bytes: Uint8Array): boolean {
  const brand = String.fromCharCode(...bytes.subarray(8, 12));
  return (
    startsWith(bytes, [null, null, null, null, ...ASCII('ftyp')]) &&
    /^(hei|hev|mif1|msf1)/.test(brand)
  );
}

/**
 * What is wrong with a supporting document the applicant just chose, said at once beside its field
 * (`name` is how the form calls it: "practising licence"), or undefined when the server will take
 * it: empty, not a PDF or JPEG, PNG or WebP picture, or over 5 MB. Found on the phone, so no mobile
 * data is spent sending a file the server refuses after the whole of it has arrived.
 * @example await documentProblem('practising licence', wordFile) // 'The practising licence is not a PDF, …'
 */
export async function documentProblem(name: string, file: File): Promise<string | undefined> {
  if (file.size === 0) return `The ${name} is empty; attach the file again`;
  const bytes = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (isHeic(bytes)) {
    return `The ${name} is a HEIC photo, which cannot be opened here; attach a screenshot of it, or a JPEG photo`;
  }
  if (!ACCEPTED.some((signature) => startsWith(bytes, signature))) {
    return `The ${name} is not a PDF, JPEG, PNG or WebP file; attach a PDF or a photo of it`;
  }
  if (file.size > MAX_UPLOAD_BYTES) return tooLargeDocument(name);
  return undefined;
}
