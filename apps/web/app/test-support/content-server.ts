import type { EventEntry, NewsItem, Partner, Person, Vacancy } from '../render/content-types';
import type { SiteRenderContext } from '../render/site-render-context';
import { defaultSiteSettings, type SiteSettings } from '../site/site-settings';
import { type ScriptedServer, startScriptedServer } from './scripted-server';

/** The published entries a test's content server lists, per collection. */
export interface PublishedContent {
  news?: NewsItem[];
  events?: EventEntry[];
  /** The events listed for `when=past` (ended); `events` answers every other events list. */
  pastEvents?: EventEntry[];
  vacancies?: Vacancy[];
  people?: Person[];
  partners?: Partner[];
  /** `GET /api/site-settings`; content-data's, as before any editor saves, when not given. */
  siteSettings?: SiteSettings;
}

const entry = {
  status: 'published' as const,
  publishAt: null,
  version: 1,
  createdAt: '',
  updatedAt: '',
};

/** A published news post for tests; fields not given take plain defaults. */
export function testNews(fields: Partial<NewsItem> & Pick<NewsItem, 'id' | 'title'>): NewsItem {
  return {
    ...entry,
    body: 'What happened.',
    date: '2026-11-20',
    datePrecision: 'day',
    tag: null,
    picture: null,
    ...fields,
  };
}

/** A published event for tests. */
export function testEvent(
  fields: Partial<EventEntry> & Pick<EventEntry, 'id' | 'title'>,
): EventEntry {
  return {
    ...entry,
    date: '2026-12-01',
    endDate: null,
    startTime: '09:00',
    endTime: '16:00',
    venue: 'Lusaka',
    description: null,
    picture: null,
    ...fields,
  };
}

/** A published person for tests. */
export function testPerson(
  fields: Partial<Person> & Pick<Person, 'id' | 'name' | 'position' | 'group'>,
): Person {
  return {
    ...entry,
    gender: null,
    tenure: null,
    about: null,
    qualifications: null,
    contributions: null,
    publicationsUrl: null,
    email: null,
    photo: null,
    order: 0,
    ...fields,
  };
}

/** A published vacancy for tests. */
export function testVacancy(fields: Partial<Vacancy> & Pick<Vacancy, 'id' | 'position'>): Vacancy {
  return {
    ...entry,
    company: 'Ministry of Health',
    logo: null,
    country: 'Zambia',
    province: 'Lusaka',
    district: 'Lusaka',
    numberOfVacancies: 1,
    postedOn: '2026-11-01',
    closingOn: '2026-12-31',
    comments: [],
    ...fields,
  };
}

/** A local content API answering the public lists and entries from `content`. */
export interface ContentServer extends ScriptedServer {
  /** A render context whose `apiFetch` reaches this server, as the real server's reaches itself. */
  renderContext(now?: Date): SiteRenderContext;
}

/**
 * Starts a local server answering `GET /api/{collection}` (filtered by `group` for people),
 * `GET /api/news/{id}` and `GET /api/site-settings` from `content`, so route loaders run against real HTTP.
 */
export async function startContentServer(content: PublishedContent): Promise<ContentServer> {
  const server = await startScriptedServer(({ method, path }) => {
    if (method !== 'GET') return undefined;
    const url = new URL(path, 'http://local');
    if (url.pathname === '/api/site-settings') {
      return { status: 200, body: content.siteSettings ?? defaultSiteSettings() };
    }
    const [, api, collection, id] = url.pathname.split('/');
    if (api !== 'api' || !collection || !(collection in content)) {
      return collection &&
        ['news', 'events', 'vacancies', 'people', 'partners'].includes(collection)
        ? { status: 200, body: { items: [], nextCursor: null } }
        : undefined;
    }
    const listedAs =
      collection === 'events' && url.searchParams.get('when') === 'past'
        ? 'pastEvents'
        : collection;
    const items = (content[listedAs as keyof PublishedContent] ?? []) as Array<{
      id: number;
      group?: string;
    }>;
    if (id) {
      const found = items.find((item) => String(item.id) === id);
      return found ? { status: 200, body: found } : undefined;
    }
    const group = url.searchParams.get('group');
    const listed = group ? items.filter((item) => item.group === group) : items;
    const limit = Number(url.searchParams.get('limit') ?? 20);
    return { status: 200, body: { items: listed.slice(0, limit), nextCursor: null } };
  });
  return {
    ...server,
    renderContext: (now) => renderContextReaching(server.url, now),
  };
}

/**
 * A render context whose `apiFetch` reaches the server at `baseUrl`, as the real server's reaches
 * itself, with a fixed clock.
 */
export function renderContextReaching(
  baseUrl: string,
  now = new Date('2026-11-23T10:00:00Z'),
): SiteRenderContext {
  return {
    apiFetch: (input, init) => {
      const url = new URL(new Request(input, init).url);
      return fetch(new URL(`${url.pathname}${url.search}`, baseUrl), init);
    },
    cacheKey: 'test',
    now,
  };
}
