import type { ApiClient } from '@coaz/api-client';
import type { SearchDocument } from '@coaz/content-data/search';
import { serverNow } from '../api/server-clock';
import { collectionDocuments, type PublishedEntries } from './collection-documents';

// One request of this many per collection; the newest news posts, the events by start (one under
// way first) and the soonest closing posts come first, so what is left out is what a visitor is
// least likely to look for.
const PER_COLLECTION = 100;

/** How long a search keeps the published entries it fetched before asking again. */
const FRESH_FOR_MS = 60_000;

/** The published entries worth searching, each collection asked for at once. */
async function publishedEntries(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<PublishedEntries> {
  const options = { signal };
  const [events, people, news, vacancies, notices, partners] = await Promise.allSettled([
    client.events.list({ when: 'upcoming', limit: PER_COLLECTION }, options),
    client.people.list({ limit: PER_COLLECTION }, options),
    client.news.list({ limit: PER_COLLECTION }, options),
    client.vacancies.list({ when: 'open', limit: PER_COLLECTION }, options),
    client.contents.list(options),
    client.partners.list({ limit: PER_COLLECTION }, options),
  ]);
  // A collection the API could not list is left out; the others are still searched.
  const itemsOf = <T>(result: PromiseSettledResult<{ items: T[] }>) =>
    result.status === 'fulfilled' ? result.value.items : [];
  return {
    events: itemsOf(events),
    people: itemsOf(people),
    news: itemsOf(news),
    vacancies: itemsOf(vacancies),
    notices: notices.status === 'fulfilled' ? notices.value : [],
    partners: itemsOf(partners),
  };
}

/**
 * The published entries worth searching as search documents, each collection asked for at once;
 * an event under way as at `now` is found under "Happening now" (see `collectionDocuments`).
 * @default now the server's time as the browser last heard it (`serverNow`)
 */
export async function publishedSearchDocuments(
  client: ApiClient,
  signal?: AbortSignal,
  now?: Date,
): Promise<SearchDocument[]> {
  const entries = await publishedEntries(client, signal);
  // Read after the answer: the groups are those of the moment the entries arrived.
  return collectionDocuments(entries, now ?? serverNow());
}

/**
 * The React Query options of the site search's published entries as search documents (see
 * `collection-documents.ts`): one key for the results page and the header's suggestions, so a
 * search made in one is not fetched again by the other.
 * @example const { data } = useQuery({ ...siteSearchQuery(client), enabled: query !== '' });
 */
export function siteSearchQuery(client: ApiClient) {
  return {
    queryKey: ['site-search', 'published-entries'] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }): Promise<SearchDocument[]> =>
      publishedSearchDocuments(client, signal),
    staleTime: FRESH_FOR_MS,
  };
}
