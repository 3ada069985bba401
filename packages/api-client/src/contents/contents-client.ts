import type { SignalOptions } from '../auth/auth-client';
import { ApiError } from '../errors/api-error';
import { CONTENT_CONFLICT, GENERIC_FAILURE } from '../internal/messages';
import { readBody, readJsonObject } from '../internal/read-body';
import type { ServiceCall } from '../internal/service-call';
import { canReportUploadProgress, createXhrExchange } from '../internal/xhr-exchange';
import type {
  ContentEntry,
  ContentEntryId,
  ContentEntryUpdate,
  NewContentEntry,
} from './content-types';
import type { UploadProgress } from './upload-progress';

/** Options of {@link ContentsClient.uploadImage}. */
export interface UploadImageOptions extends SignalOptions {
  /**
   * Called as the bytes go out. Browsers report progress (through XMLHttpRequest); in Node the
   * upload goes through fetch and this is never called, since fetch cannot report uploads.
   * @example onProgress: ({ percent }) => setProgress(percent)
   */
  onProgress?: (progress: UploadProgress) => void;
}

/** An uploaded image. */
export interface UploadedImage {
  /** Address to put in an entry's `imageUrl`. */
  url: string;
}

/** The website's news and notices, and their pictures. Writes need an editor's login. */
export interface ContentsClient {
  /** Every published entry (`GET contents`, public). */
  list(options?: SignalOptions): Promise<ContentEntry[]>;
  /** Publishes an entry (`POST contents`); resolves the saved entry with its id and version. */
  create(entry: NewContentEntry, options?: SignalOptions): Promise<ContentEntry>;
  /**
   * Saves an edit (`PUT contents/{id}`), sending `entry.version`.
   * @throws {ConflictError} status 409 when someone saved the entry since that version was read;
   * nothing was saved and the message says to reload and edit again.
   */
  update(
    id: ContentEntryId,
    entry: ContentEntryUpdate,
    options?: SignalOptions,
  ): Promise<ContentEntry>;
  /** Deletes an entry (`DELETE contents/{id}`). */
  remove(id: ContentEntryId, options?: SignalOptions): Promise<void>;
  /**
   * Uploads a picture as multipart field `file` (`POST uploads`); the server accepts images only,
   * 5 MB at most. See {@link UploadImageOptions.onProgress} for where progress is reported.
   * @example const { url } = await client.contents.uploadImage(input.files[0], { onProgress });
   */
  uploadImage(file: Blob, options?: UploadImageOptions): Promise<UploadedImage>;
}

/** Creates the contents client. */
export function createContentsClient(call: ServiceCall, contentBaseUrl: string): ContentsClient {
  const entryPath = (id: ContentEntryId) => `contents/${encodeURIComponent(String(id))}`;
  const asEntry = async (response: Response) =>
    (await readJsonObject(response)) as unknown as ContentEntry;
  // Only the fields a write takes: the server refuses any other (an entry read and sent back
  // whole carries its id and times).
  const written = ({
    title,
    body,
    imageUrl = null,
    imageAlt = '',
    showUntil = null,
  }: NewContentEntry) => ({ title, body, imageUrl, imageAlt, showUntil });

  return {
    async list(options = {}) {
      const body = await readBody(
        await call(contentBaseUrl, 'GET', 'contents', { auth: true, ...options }),
      );
      if (!Array.isArray(body)) throw new ApiError(502, GENERIC_FAILURE, { body });
      return body as ContentEntry[];
    },
    async create(entry, options = {}) {
      return asEntry(
        await call(contentBaseUrl, 'POST', 'contents', {
          auth: true,
          json: written(entry),
          ...options,
        }),
      );
    },
    async update(id, entry, options = {}) {
      return asEntry(
        await call(contentBaseUrl, 'PUT', entryPath(id), {
          auth: true,
          json: { ...written(entry), version: entry.version },
          messages: { byStatus: { 409: CONTENT_CONFLICT } },
          ...options,
        }),
      );
    },
    async remove(id, options = {}) {
      const response = await call(contentBaseUrl, 'DELETE', entryPath(id), {
        auth: true,
        ...options,
      });
      await response.body?.cancel().catch(() => undefined);
    },
    async uploadImage(file, { onProgress, signal } = {}) {
      const form = new FormData();
      form.append('file', file, (file as File).name || 'image');
      const response = await call(contentBaseUrl, 'POST', 'uploads', {
        auth: true,
        body: form,
        ...(signal ? { signal } : {}),
        ...(onProgress && canReportUploadProgress() ? { send: createXhrExchange(onProgress) } : {}),
      });
      const body = await readJsonObject(response);
      if (typeof body.url !== 'string') throw new ApiError(502, GENERIC_FAILURE, { body });
      return { url: body.url };
    },
  };
}
