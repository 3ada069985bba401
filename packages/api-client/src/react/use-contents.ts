import {
  type QueryClient,
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  ContentEntry,
  ContentEntryId,
  ContentEntryUpdate,
  NewContentEntry,
} from '../contents/content-types';
import { ConflictError } from '../errors/conflict-error';
import { apiQueryKeys } from './api-query-keys';
import { useApiClient } from './use-api-client';

/** What {@link UseContentsResult.update} takes. */
export interface ContentEntryEdit {
  /** The entry to change. */
  id: ContentEntryId;
  /** The edited text and the `version` the editor opened. */
  entry: ContentEntryUpdate;
}

/** The entries and the three writes of {@link useContents}. */
export interface UseContentsResult {
  /** The entries, as React Query reports them. */
  query: UseQueryResult<ContentEntry[], Error>;
  /** Publishes an entry; it is put first in the cached list. */
  create: UseMutationResult<ContentEntry, Error, NewContentEntry>;
  /**
   * Saves an edit; the saved entry replaces the cached one. On a {@link ConflictError} the list
   * is fetched again so a reload shows the other editor's version.
   */
  update: UseMutationResult<ContentEntry, Error, ContentEntryEdit>;
  /** Deletes an entry; it leaves the cached list. */
  remove: UseMutationResult<void, Error, ContentEntryId>;
}

function patchList(
  queryClient: QueryClient,
  change: (entries: ContentEntry[]) => ContentEntry[],
): void {
  // A list not loaded yet stays unloaded: writing one entry into it would pass it off as complete.
  queryClient.setQueryData<ContentEntry[]>(apiQueryKeys.contents, (entries) =>
    entries ? change(entries) : entries,
  );
}

/**
 * The content entries, with create, update and delete mutations that keep the cached list
 * current without another fetch.
 * @example
 * const { query, update } = useContents();
 * update.mutate({ id: entry.id, entry: { ...entry, title } });
 */
export function useContents(): UseContentsResult {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: apiQueryKeys.contents,
    queryFn: ({ signal }) => client.contents.list({ signal }),
  });
  const create = useMutation({
    mutationFn: (entry: NewContentEntry) => client.contents.create(entry),
    onSuccess: (created) => patchList(queryClient, (entries) => [created, ...entries]),
  });
  const update = useMutation({
    mutationFn: ({ id, entry }: ContentEntryEdit) => client.contents.update(id, entry),
    onSuccess: (saved) =>
      patchList(queryClient, (entries) =>
        entries.map((entry) => (entry.id === saved.id ? saved : entry)),
      ),
    onError: async (error) => {
      if (error instanceof ConflictError) {
        await queryClient.invalidateQueries({ queryKey: apiQueryKeys.contents });
      }
    },
  });
  const remove = useMutation({
    mutationFn: (id: ContentEntryId) => client.contents.remove(id),
    onSuccess: (_nothing, id) =>
      patchList(queryClient, (entries) => entries.filter((entry) => entry.id !== id)),
  });
  return { query, create, update, remove };
}
