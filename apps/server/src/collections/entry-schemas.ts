import { z } from '@hono/zod-openapi';
import { calendarDay, momentWithOffset, plainText, recordNumber } from '../http/input-schemas';

/** An address of an upload on this site (`/api/uploads/<name>`) or any `https:` URL. */
function isPictureAddress(value: string): boolean {
  if (/^\/api\/uploads\/[A-Za-z0-9._-]+$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An `https:` URL, parsed as a URL (not matched by pattern). */
export function httpsUrl() {
  return plainText(1, 2000).refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an https:// address');
}

/** A picture as an editor sends it; the text alternative and focal point have defaults. */
export const PictureInput = z
  .object({
    url: plainText(1, 2000).refine(
      isPictureAddress,
      'must be an upload address (/api/uploads/...) or an https:// address',
    ),
    alt: plainText(0, 500).default(''),
    focusX: z.number().min(0).max(100).default(50),
    focusY: z.number().min(0).max(100).default(50),
  })
  .strict()
  .openapi('PictureInput');

/** A picture as the API shows it. */
export const Picture = z
  .object({
    url: z.string(),
    alt: z.string(),
    focusX: z.number(),
    focusY: z.number(),
  })
  .openapi('Picture');

/** A calendar day, `YYYY-MM-DD`, that exists, in the years 1900 to 9999. */
export function isoDay() {
  return calendarDay();
}

/** A time of day, `HH:MM` (24-hour). */
export function clockTime() {
  return z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 14:30');
}

/** Optional plain text that may be cleared with `null`; blank text is stored as `null`. */
export function optionalText(max: number) {
  return plainText(0, max)
    .transform((value) => (value === '' ? null : value))
    .nullable();
}

/** The workflow fields a create or update may carry. */
export const WorkflowInput = {
  status: z.enum(['draft', 'published']),
  publishAt: momentWithOffset().nullable(),
};

/** The fields every entry shows. */
export const EntryStateShape = {
  id: z.number().int(),
  status: z.enum(['draft', 'published']),
  publishAt: z.string().nullable().openapi({ format: 'date-time' }),
  version: z.number().int(),
  createdAt: z.string().openapi({ format: 'date-time' }),
  updatedAt: z.string().openapi({ format: 'date-time' }),
};

/** The `version` an update or restore carries. */
export const VersionField = { version: recordNumber() };
