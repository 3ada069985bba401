import {
  type ApiClient,
  ApiError,
  type ConstitutionDocument,
  type ContentEntry,
  createApiClient,
  type EntryPage,
  memoryTokenStore,
} from '@coaz/api-client';
import type { SiteSettings } from '../site/site-settings';
import type { EventEntry, NewsItem, Partner, Person, Vacancy } from './content-types';

/** The published content a server-rendered page shows, read through the content API. */
export interface SiteContent {
  /** The newest news posts, newest date first. */
  latestNews(limit: number): Promise<NewsItem[]>;
  /** Every published news post, newest first (up to 500, the newest). */
  publishedNews(): Promise<NewsItem[]>;
  /** One published news post, or `undefined` when there is none with that id. */
  newsItem(id: number): Promise<NewsItem | undefined>;
  /**
   * Events not yet ended in Lusaka (the API's `when=upcoming`: before the end time on the last
   * day, or that day's end when there is none), by start, so an event under way comes first.
   */
  upcomingEvents(): Promise<EventEntry[]>;
  /**
   * The `limit` events that ended last in Lusaka (the API's `when=past`: the moment an event
   * stops being upcoming), latest first.
   */
  pastEvents(limit: number): Promise<EventEntry[]>;
  /** Vacancies whose closing date is today or later in Lusaka, soonest closing first. */
  openVacancies(): Promise<Vacancy[]>;
  /** The people placed in a governance entry, a committee or `employees`, in their order. */
  people(group: string): Promise<Person[]>;
  /** The partners, in their order. */
  partners(): Promise<Partner[]>;
  /** The secretariat's published notices, as the news page lists them. */
  notices(): Promise<ContentEntry[]>;
  /**
   * The constitution as the server indexed it, or `undefined` when the server cannot give it yet
   * (it answers 503 while it indexes the document after a start).
   */
  constitution(): Promise<ConstitutionDocument | undefined>;
  /** The contact details, office hours, success story and carousel, as editors saved them. */
  siteSettings(): Promise<SiteSettings>;
}

// A page lists at most this many entries of one kind; the API pages by 100.
const PAGE_SIZE = 100;
const MAX_PAGES = 5;
// The client needs absolute base URLs; the in-process fetch never leaves the server.
const INTERNAL_ORIGIN = 'http://coaz.internal';

/** Every page of a list, up to {@link MAX_PAGES}. */
async function allPages<T>(
  list: (cursor: string | undefined) => Promise<EntryPage<T>>,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  for (let count = 0; count < MAX_PAGES; count += 1) {
    const page = await list(cursor);
    items.push(...page.items);
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return items;
}

/**
 * An anonymous `@coaz/api-client` on the server's in-process fetch (no session in its token store),
 * for what a rendered page reads that {@link SiteContent} does not name (the site search's entries).
 */
export function siteApiClient(apiFetch: typeof fetch): ApiClient {
  return createApiClient({
    memberBaseUrl: `${INTERNAL_ORIGIN}/coaz/api/`,
    chatBaseUrl: `${INTERNAL_ORIGIN}/api/`,
    fetch: apiFetch,
    tokenStore: memoryTokenStore(),
  });
}

/**
 * Reads the published collections through `@coaz/api-client` with the server's in-process fetch,
 * anonymously (no session in its token store): a rendered page is the same for every visitor, so
 * it may be cached and shared.
 */
export function siteContent(apiFetch: typeof fetch): SiteContent {
  const client = siteApiClient(apiFetch);
  return {
    latestNews: async (limit) => (await client.news.list({ limit })).items,
    publishedNews: () => allPages((cursor) => client.news.list({ limit: PAGE_SIZE, cursor })),
    async newsItem(id) {
      try {
        return await client.news.get(id);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return undefined;
        throw error;
      }
    },
    upcomingEvents: () =>
      allPages((cursor) => client.events.list({ when: 'upcoming', limit: PAGE_SIZE, cursor })),
    pastEvents: async (limit) => (await client.events.list({ when: 'past', limit })).items,
    openVacancies: () =>
      allPages((cursor) => client.vacancies.list({ when: 'open', limit: PAGE_SIZE, cursor })),
    people: (group) =>
      allPages((cursor) => client.people.list({ group, limit: PAGE_SIZE, cursor })),
    partners: () => allPages((cursor) => client.partners.list({ limit: PAGE_SIZE, cursor })),
    notices: () => client.contents.list(),
    siteSettings: () =>
      client.http.get<SiteSettings>('site-settings', { service: 'content', auth: false }),
    async constitution() {
      try {
        return await client.constitution.get();
      } catch (error) {
        if (error instanceof ApiError) return undefined;
        throw error;
      }
    },
  };
}
