import type {
  ApiClient,
  EntryState,
  EventEntry,
  NewsItem,
  Partner,
  Person,
  Revision,
  Vacancy,
  WireSchemas,
} from '@coaz/api-client';

/** The name of an editable collection, as its API path and `client.<name>` say it. */
export type CollectionName = 'news' | 'events' | 'vacancies' | 'people' | 'partners';

/** The entry type of each collection. */
export interface CollectionEntries {
  news: NewsItem;
  events: EventEntry;
  vacancies: Vacancy;
  people: Person;
  partners: Partner;
}

/**
 * The calls the studio makes on any collection, with the entry's fields as the generic forms
 * build them (each field checked against the collection's spec rather than its input type).
 */
export interface StudioCollectionClient<T extends EntryState> {
  list(
    params: Record<string, string | number | undefined>,
  ): Promise<{ items: T[]; nextCursor: string | null }>;
  get(id: number, options: { view: 'studio' }): Promise<T>;
  create(input: Record<string, unknown>): Promise<T>;
  update(id: number, input: Record<string, unknown> & { version: number }): Promise<T>;
  remove(id: number): Promise<void>;
  putBack(id: number, version: number): Promise<T>;
  revisions(id: number): Promise<Revision<T>[]>;
  restore(id: number, revision: number, version: number): Promise<T>;
}

/** `client.news`, `client.events` and the others, seen through {@link StudioCollectionClient}. */
export function studioCollectionClient<K extends CollectionName>(
  client: ApiClient,
  name: K,
): StudioCollectionClient<CollectionEntries[K]> {
  // The forms build each body from the collection's field list, so the per-collection input
  // types are checked there, not here.
  const collection = client[name] as unknown as Omit<
    StudioCollectionClient<CollectionEntries[K]>,
    'putBack'
  >;
  return {
    ...collection,
    // Through the client's raw calls, as the notices' put-back is: the client's core bundle is at
    // its 10 KB budget, and this route is the studio's alone.
    putBack: (id, version) =>
      client.http.post<CollectionEntries[K]>(`${name}/${id}/put-back`, {
        service: 'content',
        json: { version },
      }),
  };
}

/** An entry, or a notice, deleted in the last 30 days and not yet put back. */
export type DeletedEntry = WireSchemas['DeletedEntry'];

/** A page of {@link DeletedEntry}, newest deletion first. */
export type DeletedEntriesPage = WireSchemas['DeletedEntriesPage'];

/** Where a list of deleted entries is read: a collection, or the notices (`contents`). */
export type DeletedEntriesPath = CollectionName | 'contents';

/**
 * One page of what was deleted from `path` in the last 30 days and can still be put back, for
 * an editor. Through the client's raw calls, as the put-back is: the client's core bundle is at
 * its 10 KB budget, and these routes are the studio's alone.
 */
export function readDeletedEntries(
  client: ApiClient,
  path: DeletedEntriesPath,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<DeletedEntriesPage> {
  return client.http.get<DeletedEntriesPage>(`${path}/deleted`, {
    service: 'content',
    query: { limit: 50, cursor },
    ...(signal ? { signal } : {}),
  });
}
