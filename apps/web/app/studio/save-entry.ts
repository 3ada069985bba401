import { type ApiClient, ApiError, type Picture } from '@coaz/api-client';
import type { FieldSpec, FormValues, PictureDraft } from './field-spec';
import { inputFromValues } from './form-values';
import { PictureRefusedError } from './picture-refused-error';
import { UploadStoppedError } from './upload-stopped-error';

/** Answers to an upload that refuse the file: unreadable (400, 415, 422) or too large (413). */
const REFUSED_FILE = [400, 413, 415, 422];

/**
 * Uploads every newly chosen picture (the server turns it into WebP at several widths) and gives
 * the entry's fields as the API takes them. `onProgress` hears the upload's percent; `signal`
 * stops the upload. `uploaded` remembers each file's stored address across tries of one form, so
 * a save tried again (the server refused a date, the signal dropped) sends no picture twice: on
 * mobile data a 5 MB photo costs a minute and money, and the same address lets a retry be
 * recognised as the save that already arrived (`landed-save.ts`).
 * @throws {PictureRefusedError} when the server refuses a chosen file.
 * @throws {UploadStoppedError} when `signal` stopped a picture's upload.
 */
export async function entryInput(
  client: ApiClient,
  fields: readonly FieldSpec[],
  values: FormValues,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
  uploaded: Map<File, string> = new Map(),
): Promise<Record<string, unknown>> {
  const pictures: Record<string, Picture | null> = {};
  for (const field of fields) {
    if (field.kind !== 'picture') continue;
    const draft = values[field.name] as PictureDraft | null;
    let url = (draft?.file && uploaded.get(draft.file)) ?? draft?.url ?? null;
    if (draft?.file && !uploaded.has(draft.file)) {
      onProgress(0);
      try {
        url = (
          await client.contents.uploadImage(draft.file, {
            onProgress: ({ percent }) => onProgress(percent),
            ...(signal ? { signal } : {}),
          })
        ).url;
        uploaded.set(draft.file, url);
      } catch (error) {
        if (signal?.aborted) throw new UploadStoppedError(field.name, { cause: error });
        // A refusal of the file itself belongs at its field; a lost network or an ended session
        // concerns the whole form.
        if (error instanceof ApiError && REFUSED_FILE.includes(error.status)) {
          throw new PictureRefusedError(field.name, draft.file.name, error.message, {
            cause: error,
          });
        }
        throw error;
      }
    }
    pictures[field.name] =
      draft && url
        ? { url, alt: draft.alt.trim(), focusX: draft.focusX, focusY: draft.focusY }
        : null;
  }
  return inputFromValues(fields, values, pictures);
}
