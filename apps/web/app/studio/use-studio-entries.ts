import { useApiClient } from '@coaz/api-client/react';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  type CollectionEntries,
  type CollectionName,
  type StudioCollectionClient,
  studioCollectionClient,
} from './studio-api';

/** The React Query key of everything the studio loaded of a collection. */
export const studioKey = (name: CollectionName) => ['coaz', 'studio', name] as const;

/** One collection's client, from the site's API client. */
export function useCollectionClient<K extends CollectionName>(
  name: K,
): StudioCollectionClient<CollectionEntries[K]> {
  const client = useApiClient();
  return useMemo(() => studioCollectionClient(client, name), [client, name]);
}

/**
 * Every entry of a collection as editors see it (`view=studio`: drafts and scheduled ones too),
 * filtered, a page at a time (`fetchNextPage` follows the cursor).
 */
export function useStudioEntries<K extends CollectionName>(
  name: K,
  filters: Record<string, string | undefined>,
) {
  const collection = useCollectionClient(name);
  return useInfiniteQuery({
    queryKey: [...studioKey(name), 'list', filters],
    queryFn: ({ pageParam }) =>
      collection.list({ view: 'studio', limit: 20, ...filters, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // The list stays on screen while a new filter loads, so it does not flash away per key.
    placeholderData: keepPreviousData,
  });
}

/** Forgets the studio's copy of a collection, so lists and histories load again after a write. */
export function useRefreshCollection(name: CollectionName): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: studioKey(name) });
}
