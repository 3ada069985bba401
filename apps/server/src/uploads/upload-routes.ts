import { randomUUID } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { bodyLimit } from 'hono/body-limit';
import type { AppServices } from '../app-services';
import { requireEditor, requireMember } from '../auth/require-member';
import { uploads } from '../db/schema';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';
import { limitStudioWrites } from '../rate-limit/studio-write-limit';
import { createDecodeGate } from './decode-gate';
import { detectImageType } from './image-type';
import { variantWidths } from './image-variants';
import { limitMultipartParts, type MultipartLimits } from './multipart-limits';
import { reencodePicture } from './reencode-picture';

/** Largest image accepted, in bytes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Pictures decoded at once by one instance; the rest wait (see {@link UPLOAD_DECODE_WAIT_MS}). */
export const UPLOAD_DECODE_SLOTS = 2;
/** How long an upload waits for a decode slot before it is told 503 with Retry-After. */
export const UPLOAD_DECODE_WAIT_MS = 3_000;
/**
 * The parts an upload form may have: the image, and room for the few short fields a form
 * library may add (a name, a token), so that thousands of tiny parts are refused unparsed.
 */
export const UPLOAD_FORM_LIMITS: MultipartLimits = {
  maxParts: 4,
  maxFields: 3,
  maxFieldBytes: 1024,
  maxPartHeaderBytes: 1024,
  expected: 'the image in "file"',
};
/** Room for the multipart envelope around the image. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/**
 * How long a wider width standing in for one not made yet may be cached: long enough to spare
 * a page's repeat views, short enough that the made width replaces it once the backfill is done.
 */
const STAND_IN_MAX_AGE_SECONDS = 600;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A variant written since uploads are re-encoded: `<uuid>-<width>.webp`. */
const VARIANT_NAME = new RegExp(`^(${UUID})-([1-9][0-9]{0,3})\\.webp$`);
/** An original stored as uploaded, before uploads were re-encoded: `<uuid>.<ext>`. */
const ORIGINAL_NAME = new RegExp(`^(${UUID})\\.(?:jpg|png|gif|webp|avif)$`);

/** The upload id inside a name the server could have written, or undefined for any other name. */
function servedUploadId(name: string): string | undefined {
  return (VARIANT_NAME.exec(name) ?? ORIGINAL_NAME.exec(name))?.[1];
}

/** The stored file that answers a request for `name`, and whether it is that very file. */
interface ServedFile {
  /** The name the bytes are stored under. */
  stored: string;
  /**
   * False while the variant backfill has not yet made a standard width of an older upload: the
   * next wider stored width answers for it, so a `srcset` naming the width never meets a 404,
   * and it is cached briefly rather than for a year.
   */
  exact: boolean;
}

/**
 * Which stored file of the upload `row` answers `name`: its stored original, one of its stored
 * widths, or for a standard width it reaches that is not made yet, the next wider stored one.
 */
function servedFile(
  row: { id: string; fileName: string; variantWidths: number[] | null },
  name: string,
): ServedFile | undefined {
  if (row.fileName === name) return { stored: name, exact: true };
  const requested = VARIANT_NAME.exec(name);
  const widest = VARIANT_NAME.exec(row.fileName);
  if (!requested || !widest || !row.variantWidths) return undefined;
  const width = Number(requested[2]);
  if (row.variantWidths.includes(width)) return { stored: name, exact: true };
  if (!variantWidths(Number(widest[2])).includes(width)) return undefined;
  const wider = row.variantWidths.filter((stored) => stored > width);
  const standIn = wider.length > 0 ? Math.min(...wider) : Number(widest[2]);
  return { stored: `${row.id}-${standIn}.webp`, exact: false };
}

const uploadImage = createRoute({
  method: 'post',
  path: '/uploads',
  summary: 'Uploads an image for a content entry (editors)',
  description:
    'A multipart form with the image in the field `file`. JPEG, PNG, GIF, WebP or AVIF, ' +
    'recognised by content, 5 MB at most. The picture is turned upright, stripped of its ' +
    'metadata and stored as WebP at 320, 640, 960 and 1280 px wide (never wider than it is). ' +
    'Answers the address of the widest variant, `/api/uploads/<uuid>-<width>.webp`; the ' +
    'narrower ones are served at the same address with their own width.',
  security: [{ bearer: [] }],
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({ file: z.any().openapi({ type: 'string', format: 'binary' }) }),
        },
      },
    },
  },
  responses: {
    201: {
      description: 'Stored',
      content: {
        'application/json': { schema: z.object({ url: z.string() }).openapi('UploadedImage') },
      },
    },
    400: errorResponse(
      'No file, or a multipart form with no boundary or cut off (`invalid_upload`)',
    ),
    401: errorResponse(
      'No bearer token, or an expired (`token_expired`) or invalid (`token_invalid`) one',
    ),
    403: errorResponse('The member is not an editor (`forbidden`)'),
    413: errorResponse(
      'Larger than 5 MB (`payload_too_large`); more than 4 parts, or more than 3 fields beside ' +
        "the file (`too_many_parts`); a field, or a part's headers, over 1 KB (`field_too_large`)",
    ),
    415: errorResponse(
      'Not a multipart form (`unsupported_media_type`); not a JPEG, PNG, GIF, WebP or AVIF image, one that cannot be decoded, or one whose header ' +
        'claims more than 50 megapixels, a side over 16 384 px or a shape over 20:1',
    ),
    503: errorResponse('Other pictures are being processed: try again after `Retry-After` seconds'),
  },
});

const serveUpload = createRoute({
  method: 'get',
  path: '/uploads/{name}',
  summary: 'An uploaded image',
  description:
    'A stored file `<uuid>-<width>.webp`, cached for a year. A standard width an upload made ' +
    'before that width was added does not have yet (the background backfill makes it after ' +
    'a start) is answered with the next wider stored width, cached for ten minutes.',
  request: { params: z.object({ name: z.string() }) },
  responses: {
    200: {
      description: 'The image',
      content: { 'image/*': { schema: z.any().openapi({ type: 'string', format: 'binary' }) } },
    },
    404: errorResponse('No such image'),
  },
});

/**
 * Image uploads for contents, stored through the upload storage and served back under
 * /api/uploads. Each upload is kept as WebP variants `<uuid>-<width>.webp` only (see
 * {@link renderImageVariants}); its one `uploads` row names the widest. Originals stored before
 * re-encoding began, `<uuid>.<ext>`, are still served as they are.
 */
export function uploadRoutes({ db, tokens, storage, limiter }: AppServices) {
  const decodes = createDecodeGate({
    slots: UPLOAD_DECODE_SLOTS,
    maxWaitMs: UPLOAD_DECODE_WAIT_MS,
    retryAfterSeconds: 5,
  });
  const router = createRouter();
  router.post(
    '/uploads',
    bodyLimit({
      maxSize: MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES,
      onError: () => {
        throw new ApiError(413, 'payload_too_large', 'Images may be 5 MB at most');
      },
    }),
    requireMember(tokens),
    requireEditor(),
    // Before the form is parsed, so a refused upload costs nothing more.
    limitStudioWrites(limiter),
    limitMultipartParts(UPLOAD_FORM_LIMITS),
  );

  router.openapi(uploadImage, async (c) => {
    // The validator has read the whole body before this runs, so a cut-off upload never
    // reaches the storage.
    const file = (c.req.valid('form') as { file?: unknown }).file;
    if (!(file instanceof File)) {
      throw new ApiError(
        400,
        'invalid_upload',
        'Send the image as multipart/form-data in the field "file"',
      );
    }
    if (file.size > MAX_IMAGE_BYTES) {
      throw new ApiError(413, 'payload_too_large', 'Images may be 5 MB at most');
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = detectImageType(bytes);
    if (!type) {
      throw new ApiError(
        415,
        'unsupported_image',
        'Only JPEG, PNG, GIF, WebP and AVIF images are accepted',
      );
    }
    const picture = await reencodePicture(bytes, decodes);
    if ('refused' in picture) throw new ApiError(415, 'unsupported_image', picture.refused);
    const { variants } = picture;
    const widest = variants[variants.length - 1] ?? variants[0];
    const id = randomUUID();
    const stored = variants.map((variant) => ({
      name: `${id}-${variant.width}.webp`,
      bytes: variant.bytes,
    }));
    const fileName = `${id}-${widest.width}.webp`;
    try {
      for (const variant of stored) await storage.save(variant.name, variant.bytes);
      await db.insert(uploads).values({
        id,
        fileName,
        contentType: 'image/webp',
        sizeBytes: widest.bytes.byteLength,
        originalName: file.name.replace(/[^\w.\- ]/g, '_').slice(-200) || null,
        uploadedBy: c.get('member').id,
        variantWidths: variants.map((variant) => variant.width),
      });
    } catch (error) {
      // Half an upload is never left behind: remove tolerates names that were never written.
      await Promise.all(stored.map((variant) => storage.remove(variant.name)));
      throw error;
    }
    return c.json({ url: `/api/uploads/${fileName}` }, 201);
  });

  router.openapi(serveUpload, async (c) => {
    const { name } = c.req.valid('param');
    const id = servedUploadId(name);
    const [row] = id ? await db.select().from(uploads).where(eq(uploads.id, id)) : [];
    const served = row ? servedFile(row, name) : undefined;
    const bytes = served ? await storage.read(served.stored) : undefined;
    if (!row || !bytes) throw new ApiError(404, 'not_found', 'No such image');
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': row.contentType,
      'cache-control': served?.exact
        ? 'public, max-age=31536000, immutable'
        : `public, max-age=${STAND_IN_MAX_AGE_SECONDS}`,
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
  });
  return router;
}
