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
import { detectImageType } from './image-type';

/** Largest image accepted, in bytes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Room for the multipart envelope around the image. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const STORED_NAME = /^[0-9a-f-]{36}\.(jpg|png|gif|webp|avif)$/;

const uploadImage = createRoute({
  method: 'post',
  path: '/uploads',
  summary: 'Uploads an image for a content entry (editors)',
  description:
    'A multipart form with the image in the field `file`. JPEG, PNG, GIF, WebP or AVIF, ' +
    'recognised by content, 5 MB at most. Answers the address the image is served at.',
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
    400: errorResponse('No file, or not a multipart form'),
    401: errorResponse('No bearer token'),
    403: errorResponse('Invalid token, or the member is not an editor'),
    413: errorResponse('Larger than 5 MB'),
    415: errorResponse('Not a JPEG, PNG, GIF, WebP or AVIF image'),
  },
});

const serveUpload = createRoute({
  method: 'get',
  path: '/uploads/{name}',
  summary: 'An uploaded image',
  request: { params: z.object({ name: z.string() }) },
  responses: {
    200: {
      description: 'The image',
      content: { 'image/*': { schema: z.any().openapi({ type: 'string', format: 'binary' }) } },
    },
    404: errorResponse('No such image'),
  },
});

/** Image uploads for contents: stored through the upload storage, served back under /api/uploads. */
export function uploadRoutes({ db, tokens, storage }: AppServices) {
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
    const id = randomUUID();
    const fileName = `${id}.${type.extension}`;
    await storage.save(fileName, bytes);
    try {
      await db.insert(uploads).values({
        id,
        fileName,
        contentType: type.contentType,
        sizeBytes: bytes.byteLength,
        originalName: file.name.replace(/[^\w.\- ]/g, '_').slice(-200) || null,
        uploadedBy: c.get('member').id,
      });
    } catch (error) {
      await storage.remove(fileName);
      throw error;
    }
    return c.json({ url: `/api/uploads/${fileName}` }, 201);
  });

  router.openapi(serveUpload, async (c) => {
    const { name } = c.req.valid('param');
    if (!STORED_NAME.test(name)) throw new ApiError(404, 'not_found', 'No such image');
    const [row] = await db.select().from(uploads).where(eq(uploads.fileName, name));
    const bytes = row ? await storage.read(name) : undefined;
    if (!row || !bytes) throw new ApiError(404, 'not_found', 'No such image');
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': row.contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
  });
  return router;
}
