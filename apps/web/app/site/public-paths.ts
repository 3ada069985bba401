import { committeePaths, groupPaths, navigationGroups } from './site-navigation';

/**
 * Every public page of the site, rendered by the server and listed in the sitemap: the fixed
 * pages, and one page per duty, service, category, governance entry, committee and membership
 * type, generated from the content so a new entry gets its page without a code change.
 */
export function publicPagePaths(): string[] {
  const subPages = navigationGroups.flatMap((group) =>
    (group.children ?? []).map((item) => item.href),
  );
  const paths = [
    '/',
    '/home',
    '/about',
    '/objective',
    '/development',
    '/readmore',
    '/constitution',
    '/news',
    '/search',
    '/join',
    // Where an employer types a membership number to check it (the card's QR code leads past it).
    '/verify',
    ...subPages,
    ...committeePaths,
  ];
  return paths.filter((path, index) => paths.indexOf(path) === index);
}

/**
 * Paths that only lead on to their first child: the server answers them with a permanent redirect
 * (routes/group-redirect.tsx), and they are not in the sitemap.
 */
export function redirectPaths(): string[] {
  return groupPaths;
}

/**
 * Every public page: the server renders them per request from its page cache, so a publish shows
 * within seconds without a rebuild. Each shows what editors keep: the site settings (the
 * secretariat's telephone, e-mail, address and hours) in its header and footer, and news, events,
 * vacancies, people or partners on many; the constitution's text is the server's, indexed from
 * its document. A page prerendered at build time would show the build's settings for ever after
 * an editor changed them.
 */
export function serverRenderedPaths(): string[] {
  return publicPagePaths();
}

/**
 * Member-portal pages that are the same for everyone until the visitor acts: the login, and the
 * page a portal form sent without JavaScript lands on. The server renders them like a public page
 * (the site's header and footer with the saved settings, the starter inline and no JavaScript
 * fetched at load; app/render/request-handler.ts), so the login form shows at once on a slow phone
 * instead of a spinner. They stay out of the sitemap (and are `noindex`).
 */
export const portalPagesForEveryone: readonly string[] = ['/login', '/needs_javascript'];

/**
 * Every path the build prerenders: none. Every page shows the site settings and the year in its
 * header and footer, so a page prerendered at build time would show the build's telephone number
 * and year for ever; the server renders them all instead. The group addresses
 * ({@link redirectPaths}) are not prerendered either: a prerendered redirect is a file, which the
 * server could only send as a 200 page that refreshes to the group's first page ("Redirecting
 * to…"), where rendered it is a real 301 that search engines and link previews follow. No host
 * serves the build without the server (every page is rendered by it), so that file was no fallback.
 */
export function prerenderPaths(): string[] {
  return [];
}

// Twins of another page (whose canonical link names that page) and the search results.
const NOT_IN_SITEMAP = new Set(['/search', '/home']);

/** Pages worth listing in the sitemap: each public page once, at its canonical address. */
export function sitemapPaths(): string[] {
  return publicPagePaths().filter((path) => !NOT_IN_SITEMAP.has(path));
}

/** The member portal's pages: the login, its three follow-up flows and the dashboard. */
export const memberPortalPaths: readonly string[] = [
  '/login',
  '/mobile_payment',
  '/change_password',
  '/finish_registration',
  '/dashboard',
  '/forgot_password',
];
