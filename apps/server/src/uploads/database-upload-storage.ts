import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { uploadBlobs } from '../db/schema';
import type { UploadStorage } from './upload-storage';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The type of a stored file, from the extension the server gave it. */
function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.split('.').at(-1)?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

/**
 * Uploads kept in the database (`upload_blobs`), the default: every instance behind a load
 * balancer reads the same pictures, and a backup of the database carries them. `legacy` is the
 * folder storage used before (0003): a file found only there is copied into the database the
 * first time it is read, so an existing installation keeps its pictures.
 */
export function createDatabaseUploadStorage(
  db: AppDatabase,
  legacy?: UploadStorage,
): UploadStorage {
  return {
    async save(name, bytes) {
      await db
        .insert(uploadBlobs)
        .values({ name, contentType: contentTypeOf(name), bytes })
        .onConflictDoUpdate({ target: uploadBlobs.name, set: { bytes } });
    },
    async read(name) {
      const [row] = await db
        .select({ bytes: uploadBlobs.bytes })
        .from(uploadBlobs)
        .where(eq(uploadBlobs.name, name));
      if (row) return new Uint8Array(row.bytes);
      const found = await legacy?.read(name);
      if (!found) return undefined;
      const old = new Uint8Array(found);
      await this.save(name, old);
      return old;
    },
    async remove(name) {
      await db.delete(uploadBlobs).where(eq(uploadBlobs.name, name));
      await legacy?.remove(name);
    },
  };
}
