import { professionalCategories } from '@coaz/content-data';
import { APPLICABLE_TYPES } from '../join/applicable-types';
import { newsArticleId } from '../news/news-article-id';
import { searchQueryText } from '../search/search-query-text';
import { searchSite } from '../search/search-site';
import { publicPagePaths, redirectPaths } from '../site/public-paths';
import { addressesNearFinder, spellingOf } from './mistyped-address';

/** A route of the server build's manifest (`build.routes`), as far as addresses need it. */
export interface SiteRoute {
  id: string;
  parentId?: string | undefined;
  path?: string | undefined;
  index?: boolean | undefined;
}

/**
 * The address every request for a page this site does not have is rendered from: no route
 * matches it, so it renders the site's 404 page, the same for every unknown address.
 */
export const NOT_FOUND_ADDRESS = '/__not-found';

/**
 * Where a page's address spelt otherwise, or mistyped with one page clearly meant, is rendered
 * from: this, then the page's own address (`/__moved/categories/general` for
 * `/Categories/genral/`), which routes/moved-address.tsx answers with a permanent redirect there.
 * One address per page the site has, however many ways visitors mistype it.
 */
export const MOVED_ADDRESS_PREFIX = '/__moved';

/**
 * Where a mistyped address that two or more pages are equally near is rendered from, with those
 * pages (`/__near?near=/a&near=/b`): routes/near-pages.tsx, the 404 page with them to choose from;
 * and an address near no page whose words the site search finds (`/__near?search=leadership`),
 * the 404 page with a search for them.
 */
export const NEAR_PAGES_ADDRESS = '/__near';

// The most pages one near-pages address offers, so their addresses stay few.
const MOST_NEAR_PAGES = 5;

// Routes only the addresses above lead to: no visitor's address is theirs.
const INNER_ROUTE_IDS = new Set(['routes/moved-address', 'routes/near-pages']);

// A client navigation asks for a page's data at `<path>.data`, or `<path>/_.data` when its path
// ends in a slash (the home page's is `/_.data`).
const DATA_SUFFIX = '.data';
const SLASH_DATA_SUFFIX = '/_.data';
// Which loaders a client navigation's data request asks for, by route id.
const ROUTES_PARAMETER = '_routes';

/**
 * The query parameters a page's server render reads, each normalised to one spelling; every other
 * parameter is dropped before the page is rendered and cached. A parameter the page reads only in
 * the browser (the login's `session`, the portal's `mode`, `section` and
 * `receivableId`, read after the visitor's session is known) changes nothing the server renders,
 * so it is not here: the browser still has the full address and reads it there.
 */
const READ_PARAMETERS: Record<string, (query: URLSearchParams) => [string, string][]> = {
  // The post a Read More link names; any text that names no post is one 404 (see newsArticleId).
  '/news': (query) => {
    const asked = query.get('article');
    if (asked === null) return [];
    return [['article', String(newsArticleId(asked) ?? '')]];
  },
  // The words searched for: the results are in the page's HTML, so a search sent with JavaScript
  // off (the search page's form is a plain GET) shows them too.
  '/search': (query) => {
    const words = searchQueryText(query);
    return words === '' ? [] : [['q', words]];
  },
  // The type the join form opens on; the page opens any other on full membership, as with none.
  '/join': (query) => {
    const asked = query.get('type');
    return APPLICABLE_TYPES.some((type) => type === asked) ? [['type', asked as string]] : [];
  },
  // The membership number typed into the check's plain GET form: the page leads a readable one to
  // its verification and answers any other with the form again (both no-store, never cached).
  '/verify': (query) => {
    const typed = query.get('number');
    return typed === null ? [] : [['number', typed.slice(0, 100)]];
  },
  // The user name a one-time-password login hands on, shown filled in the form.
  '/change_password': (query) => {
    const asked = query.get('username');
    return asked === null ? [] : [['username', asked]];
  },
};

/**
 * Routes whose parameter comes from the database, so any value may be a page: the membership
 * verifications (answered `no-store`, so never cached). Every other route with a parameter has its
 * pages listed in `publicPagePaths()` or `redirectPaths()`, and any other value is not found.
 */
const OPEN_ROUTE_IDS = new Set(['routes/verify']);

/**
 * Routes that lead any value they do not know elsewhere instead of answering 404 (an unknown duty
 * leads home, as the association's old site did): every unknown value is rendered as this one,
 * which no entry has, so they share one redirect.
 */
const UNKNOWN_VALUE_ADDRESS: Record<string, string> = {
  'routes/association-duty': '/association/unknown',
};

/** Addresses that move for good to a page's own (a category as it should be spelt, see category.tsx). */
function movedPaths(): string[] {
  return professionalCategories.flatMap((category) =>
    (category.redirectedSlugs ?? []).map((slug) => `/categories/${slug}`),
  );
}

interface KnownPage {
  path: string;
  routeId: string;
}

function fullPath(routes: Record<string, SiteRoute | undefined>, route: SiteRoute): string {
  const parts: string[] = [];
  for (
    let at: SiteRoute | undefined = route;
    at;
    at = at.parentId ? routes[at.parentId] : undefined
  ) {
    if (at.path) parts.unshift(at.path);
  }
  return `/${parts.join('/')}`;
}

function patternOf(path: string): RegExp {
  const segments = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^${segments.join('/')}$`, 'i');
}

/**
 * An open route's page at its own address: the route's fixed words as the route spells them, each
 * value as typed (`/Verify/COAZ-000123` is `/verify/COAZ-000123`). A value is the database's to
 * read, so its case is never changed here.
 */
function ownSpelling(routePath: string, typed: string): string {
  const typedSegments = typed.split('/');
  return routePath
    .split('/')
    .map((segment, index) => (segment.startsWith(':') ? (typedSegments[index] ?? '') : segment))
    .join('/');
}

// How many words' answers are remembered, so a probe's repeated words cost no search each time.
const MOST_WORDS_KEPT = 2000;
const searchedWords = new Map<string, boolean>();

/** Whether the site search finds pages for a word of an address (the pages only, as built). */
function isSearchedWord(word: string): boolean {
  let found = searchedWords.get(word);
  if (found === undefined) {
    found = searchSite(word).length > 0;
    if (searchedWords.size >= MOST_WORDS_KEPT) searchedWords.clear();
    searchedWords.set(word, found);
  }
  return found;
}

// The most words of an address offered as a search: an address of more is no guess at a page.
const MOST_SEARCH_WORDS = 3;

/**
 * The words of an address the site has no page for, to offer as a site search on its 404 page
 * (`/leadership` → "leadership"), when the search finds pages for them; undefined otherwise. Only
 * the words the site uses are kept (no digits, nothing else), so the made-up addresses a probe
 * tries still share a few 404 pages instead of costing a render and a cache slot each.
 */
function addressSearchWords(path: string): string | undefined {
  const words = spellingOf(path)
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 3 && isSearchedWord(word));
  if (words.length === 0 || words.length > MOST_SEARCH_WORDS) return undefined;
  return [...new Set(words)].join(' ');
}

/** Decodes an address's path as React Router would match it; `undefined` when it cannot be. */
function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURI(pathname);
  } catch {
    return undefined;
  }
}

/**
 * Makes the function that turns a request's URL into the address the server renders and caches
 * it under: the page's own path with only the query parameters its render reads, normalised; a
 * page's path spelt otherwise (`/ABOUT/`) or mistyped with one page clearly meant
 * (`/categories/genral`, see mistyped-address.ts) becomes that page's {@link MOVED_ADDRESS_PREFIX}
 * address; any other address the site has no page for becomes {@link NOT_FOUND_ADDRESS}. So `/about?x=1` and `/about?x=2` are one rendered page, and a
 * thousand made-up addresses one 404 page, instead of one render and one cache slot each.
 * @param routes the server build's route manifest (`build.routes`).
 * @example
 * const pageAddress = pageAddressResolver(build.routes);
 * pageAddress(new URL('https://coaz.org.zm/about?utm_source=x')); // '/about'
 * pageAddress(new URL('https://coaz.org.zm/no-such-page')); // '/__not-found'
 */
export function pageAddressResolver(
  routes: Record<string, SiteRoute | undefined>,
): (url: URL) => string {
  const known = new Map<string, KnownPage>();
  const listed = [...publicPagePaths(), ...redirectPaths(), ...movedPaths()];
  const open: { pattern: RegExp; routeId: string; path: string }[] = [];
  const leadingOn: { pattern: RegExp; routeId: string; address: string }[] = [];
  for (const route of Object.values(routes)) {
    if (!route || route.id === 'root' || INNER_ROUTE_IDS.has(route.id)) continue;
    const path = fullPath(routes, route);
    if (!path.includes(':')) {
      known.set(path.toLowerCase(), { path, routeId: route.id });
    } else if (OPEN_ROUTE_IDS.has(route.id)) {
      open.push({ pattern: patternOf(path), routeId: route.id, path });
    } else {
      const pattern = patternOf(path);
      for (const page of listed) {
        if (pattern.test(page)) known.set(page.toLowerCase(), { path: page, routeId: route.id });
      }
      const unknownValue = UNKNOWN_VALUE_ADDRESS[route.id];
      if (unknownValue) leadingOn.push({ pattern, routeId: route.id, address: unknownValue });
    }
  }

  const addressesNear = addressesNearFinder([
    ...new Set([...known.values()].map((page) => page.path)),
  ]);

  const pageAt = (path: string): KnownPage | undefined => {
    const found = known.get(path.toLowerCase());
    if (found) return found;
    const opened = open.find((route) => route.pattern.test(path));
    return opened && { path: ownSpelling(opened.path, path), routeId: opened.routeId };
  };
  const leadingOnFrom = (path: string): KnownPage | undefined => {
    const leading = leadingOn.find((route) => route.pattern.test(path));
    return leading && { path: leading.address, routeId: leading.routeId };
  };
  // A page is moved to with the query parameters its render reads, as it would be rendered.
  const movedTo = (path: string, url: URL) => {
    const query = new URLSearchParams(READ_PARAMETERS[path]?.(url.searchParams) ?? []);
    return `${MOVED_ADDRESS_PREFIX}${path}${query.size > 0 ? `?${query}` : ''}`;
  };

  return (url) => {
    const data = url.pathname.endsWith(DATA_SUFFIX);
    const requested = url.pathname.endsWith(SLASH_DATA_SUFFIX)
      ? url.pathname.slice(0, -'_.data'.length)
      : data
        ? url.pathname.slice(0, -DATA_SUFFIX.length)
        : url.pathname;
    const decoded = decodedPath(requested);
    const typed = decoded?.replace(/(.)\/+$/, '$1');
    const found = typed === undefined ? undefined : pageAt(typed);
    // A page opened by an address spelt otherwise moves to its own (its case, no trailing slash),
    // so a shared link and a search engine keep one address; a client navigation's data is the
    // page's as it is, since the page it shows is already the right one.
    if (found && !data && found.path !== decoded) return movedTo(found.path, url);
    if (!found && !data && typed !== undefined) {
      const near = addressesNear(typed);
      if (near.length === 1) return movedTo(near[0] as string, url);
      if (near.length > 1)
        return `${NEAR_PAGES_ADDRESS}?${new URLSearchParams(near.slice(0, MOST_NEAR_PAGES).map((page) => ['near', page]))}`;
    }
    const page = found ?? (typed === undefined ? undefined : leadingOnFrom(typed));
    if (!page && !data && typed !== undefined) {
      const words = addressSearchWords(typed);
      if (words !== undefined)
        return `${NEAR_PAGES_ADDRESS}?${new URLSearchParams({ search: words })}`;
    }
    if (!page) return data ? `${NOT_FOUND_ADDRESS}${DATA_SUFFIX}` : NOT_FOUND_ADDRESS;
    const query = new URLSearchParams(READ_PARAMETERS[page.path]?.(url.searchParams) ?? []);
    if (data) {
      // A navigation asks for loaders of the page's own routes; any other id is dropped, and with
      // none left every loader of the page runs, as with no list at all.
      const asked = url.searchParams.get(ROUTES_PARAMETER)?.split(',') ?? [];
      const loaders = ['root', page.routeId].filter((id) => asked.includes(id));
      if (loaders.length > 0) query.set(ROUTES_PARAMETER, loaders.join(','));
    }
    const search = query.size > 0 ? `?${query}` : '';
    const path = data
      ? page.path === '/'
        ? SLASH_DATA_SUFFIX
        : `${page.path}${DATA_SUFFIX}`
      : page.path;
    return `${path}${search}`;
  };
}
