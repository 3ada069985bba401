import type { ApiClient, Picture } from '@coaz/api-client';
import type { FieldSpec, FormValues, PictureDraft } from './field-spec';
import { inputFromValues } from './form-values';

/**
 * Uploads every newly chosen picture (the server turns it into WebP at several widths) and gives
 * the entry's fields as the API takes them. `onProgress` hears the upload's percent.
 */
export async function entryInput(
  client: ApiClient,
  fields: readonly FieldSpec[],
  values: FormValues,
  onProgress: (percent: number) => void,
): Promise<Record<string, unknown>> {
  const pictures: Record<string, Picture | null> = {};
  for (const field of fields) {
    if (field.kind !== 'picture') continue;
    const draft = values[field.name] as PictureDraft | null;
    let url = draft?.url ?? null;
    if (draft?.file) {
      onProgress(0);
      url = (
        await client.contents.uploadImage(draft.file, {
          onProgress: ({ percent }) => onProgress(percent),
        })
      ).url;
    }
    pictures[field.name] =
      draft && url
        ? { url, alt: draft.alt.trim(), focusX: draft.focusX, focusY: draft.focusY }
        : null;
  }
  return inputFromValues(fields, values, pictures);
}
