import { z } from '@hono/zod-openapi';
import { isAllowedImageUrl, isPlainHttpsAddress } from '../contents/image-url';
import { calendarDay, momentWithOffset, plainText, recordNumber } from '../http/input-schemas';

/**
 * An absolute `https:` URL, for links: read by a browser exactly as written, with no user name or
 * password (see {@link isPlainHttpsAddress}).
 */
export function httpsUrl() {
  return plainText(1, 2000).refine(
    isPlainHttpsAddress,
    'must be an https:// address without a user name or password',
  );
}

/** A picture as an editor sends it; the text alternative and focal point have defaults. */
export const PictureInput = z
  .object({
    // The check notices' pictures use, so every picture on the site is held to one rule.
    url: plainText(1, 2000).refine(
      isAllowedImageUrl,
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
