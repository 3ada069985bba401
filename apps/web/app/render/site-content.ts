import { type ApiClient, ApiError, createApiClient } from '@coaz/api-client';
import type { EntryPage, EventEntry, NewsItem, Partner, Person, Vacancy } from './content-types';

/** The published content a server-rendered page shows, read through the content API. */
export interface SiteContent {
  /** The newest news posts, newest date first. */
  latestNews(limit: number): Promise<NewsItem[]>;
  /** One published news post, or `undefined` when there is none with that id. */
  newsItem(id: number): Promise<NewsItem | undefined>;
  /** Events whose last day is today or later in Lusaka, soonest first. */
  upcomingEvents(): Promise<EventEntry[]>;
  /** Vacancies whose closing date is today or later in Lusaka, soonest closing first. */
  openVacancies(): Promise<Vacancy[]>;
  /** The people placed in a governance entry, a committee or `employees`, in their order. */
  people(group: string): Promise<Person[]>;
  /** The partners, in their order. */
  partners(): Promise<Partner[]>;
}

// A page lists at most this many entries of one kind; the API pages by 100.
const PAGE_SIZE = 100;
const MAX_PAGES = 5;
// The client needs absolute base URLs; the in-process fetch never leaves the server.
const INTERNAL_ORIGIN = 'http://coaz.internal';

/**
 * Reads the published collections through `@coaz/api-client`, with the server's in-process fetch,
 * anonymously: a rendered page is the same for every visitor, so it may be cached and shared.
 */
export function siteContent(apiFetch: typeof fetch): SiteContent {
  const client: ApiClient = createApiClient({
    memberBaseUrl: `${INTERNAL_ORIGIN}/coaz/api/`,
    chatBaseUrl: `${INTERNAL_ORIGIN}/api/`,
    fetch: apiFetch,
  });
  const page = <T>(collection: string, query: Record<string, string | number | undefined>) =>
    client.http.get<EntryPage<T>>(collection, { service: 'content', auth: false, query });
  async function all<T>(collection: string, query: Record<string, string | undefined>) {
    const items: T[] = [];
    let cursor: string | undefined;
    for (let count = 0; count < MAX_PAGES; count += 1) {
      const found = await page<T>(collection, { ...query, limit: PAGE_SIZE, cursor });
      items.push(...found.items);
      if (!found.nextCursor) break;
      cursor = found.nextCursor;
    }
    return items;
  }
  return {
    latestNews: async (limit) => (await page<NewsItem>('news', { limit })).items,
    async newsItem(id) {
      try {
        return await client.http.get<NewsItem>(`news/${id}`, { service: 'content', auth: false });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return undefined;
        throw error;
      }
    },
    upcomingEvents: () => all<EventEntry>('events', { when: 'upcoming' }),
    openVacancies: () => all<Vacancy>('vacancies', { when: 'open' }),
    people: (group) => all<Person>('people', { group }),
    partners: () => all<Partner>('partners', {}),
  };
}
