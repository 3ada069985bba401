import type { SignalOptions } from '../auth/auth-client';
import { ApiError } from '../errors/api-error';
import type { QueryParameters } from '../http/query-parameters';
import { CONTENT_CONFLICT, GENERIC_FAILURE } from '../internal/messages';
import { readJsonObject } from '../internal/read-body';
import type { ServiceCall } from '../internal/service-call';
import type {
  EntryListParams,
  EntryPage,
  EntryReadOptions,
  EntryState,
  Revision,
} from './entry-types';

/**
 * One editable collection of the website (news, events, vacancies, people, partners). Reads are
 * public and see published entries; `view: 'studio'` and every write need an editor's login.
 */
export interface CollectionClient<
  T extends EntryState,
  TNew,
  TUpdate extends { version: number },
  TParams extends EntryListParams = EntryListParams,
> {
  /**
   * One page of entries (`GET {collection}`).
   * @example const { items, nextCursor } = await client.news.list({ limit: 10 });
   */
  list(params?: TParams, options?: SignalOptions): Promise<EntryPage<T>>;
  /**
   * One entry (`GET {collection}/{id}`); 404 for a draft unless `view: 'studio'` (editors).
   * @example const draft = await client.news.get(7, { view: 'studio' });
   */
  get(id: number, options?: EntryReadOptions): Promise<T>;
  /** Saves a new entry (`POST {collection}`), published at once unless `status`/`publishAt` say otherwise. */
  create(input: TNew, options?: SignalOptions): Promise<T>;
  /**
   * Saves an edit (`PUT {collection}/{id}`): the fields sent replace those saved, the rest stay.
   * Publish, unpublish and schedule are updates of `status` and `publishAt`.
   * @throws {ConflictError} 409 when someone saved the entry since `input.version` was read.
   */
  update(id: number, input: TUpdate, options?: SignalOptions): Promise<T>;
  /**
   * Deletes an entry (`DELETE {collection}/{id}`): it leaves the site and the studio. The server
   * keeps it, and `POST {collection}/{id}/put-back` `{ version }` brings it back as it was (same
   * id, version and history); no method here calls it, as the core's bundle is at its 10.25 KB
   * budget: `client.http.post(name + '/' + id + '/put-back', { service: 'content', json: { version } })`.
   */
  remove(id: number, options?: SignalOptions): Promise<void>;
  /** The entry's saved states, newest first (`GET {collection}/{id}/revisions`). */
  revisions(id: number, options?: SignalOptions): Promise<Revision<T>[]>;
  /**
   * Brings back a saved state as a new version (`POST {collection}/{id}/revisions/{revision}/restore`).
   * @throws {ConflictError} 409 when `version` is not the entry's current version.
   */
  restore(id: number, revision: number, version: number, options?: SignalOptions): Promise<T>;
}

function listFrom<T>(body: Record<string, unknown>, key: string): T[] {
  const items = body[key];
  if (!Array.isArray(items)) throw new ApiError(502, GENERIC_FAILURE, { body });
  return items as T[];
}

/**
 * Creates the client of one collection mounted at `{contentBaseUrl}{collection}`.
 * @example const news = createCollectionClient<NewsItem, NewNewsItem, NewsItemUpdate>(call, base, 'news');
 */
export function createCollectionClient<
  T extends EntryState,
  TNew,
  TUpdate extends { version: number },
  TParams extends EntryListParams = EntryListParams,
>(
  call: ServiceCall,
  contentBaseUrl: string,
  collection: string,
): CollectionClient<T, TNew, TUpdate, TParams> {
  const entryPath = (id: number) => `${collection}/${encodeURIComponent(String(id))}`;
  const conflict = { byStatus: { 409: CONTENT_CONFLICT } };
  const asEntry = async (response: Response) => (await readJsonObject(response)) as unknown as T;

  return {
    async list(params, options = {}) {
      const response = await call(contentBaseUrl, 'GET', collection, {
        auth: true,
        query: { ...params } as QueryParameters,
        ...options,
      });
      const body = await readJsonObject(response);
      const nextCursor = body.nextCursor;
      if (nextCursor !== null && typeof nextCursor !== 'string') {
        throw new ApiError(502, GENERIC_FAILURE, { body });
      }
      return { items: listFrom<T>(body, 'items'), nextCursor };
    },
    async get(id, { view, signal } = {}) {
      return asEntry(
        await call(contentBaseUrl, 'GET', entryPath(id), {
          auth: true,
          ...(view ? { query: { view } } : {}),
          ...(signal ? { signal } : {}),
        }),
      );
    },
    async create(input, options = {}) {
      return asEntry(
        await call(contentBaseUrl, 'POST', collection, { auth: true, json: input, ...options }),
      );
    },
    async update(id, input, options = {}) {
      return asEntry(
        await call(contentBaseUrl, 'PUT', entryPath(id), {
          auth: true,
          json: input,
          messages: conflict,
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
    async revisions(id, options = {}) {
      const response = await call(contentBaseUrl, 'GET', `${entryPath(id)}/revisions`, {
        auth: true,
        ...options,
      });
      return listFrom<Revision<T>>(await readJsonObject(response), 'items');
    },
    async restore(id, revision, version, options = {}) {
      const path = `${entryPath(id)}/revisions/${encodeURIComponent(String(revision))}/restore`;
      return asEntry(
        await call(contentBaseUrl, 'POST', path, {
          auth: true,
          json: { version },
          messages: conflict,
          ...options,
        }),
      );
    },
  };
}
