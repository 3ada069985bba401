import { committeePaths, groupPaths, navigationGroups } from './site-navigation';

/**
 * Every public page of the site, prerendered to HTML at build time and listed in the sitemap:
 * the fixed pages, and one page per duty, service, category, governance entry, committee and
 * membership type, generated from the content so a new entry gets its page without a code change.
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
    '/cpd',
    '/search',
    '/join',
    ...subPages,
    ...committeePaths,
  ];
  return paths.filter((path, index) => paths.indexOf(path) === index);
}

/** Paths that only lead on to their first child: prerendered as redirects, not in the sitemap. */
export function redirectPaths(): string[] {
  return groupPaths;
}

/** Every path the build prerenders. */
export function prerenderPaths(): string[] {
  return [...publicPagePaths(), ...redirectPaths()];
}

// Twins of another page (whose canonical link names that page) and the search results.
const NOT_IN_SITEMAP = new Set(['/search', '/home', '/services/cpd']);

/** Pages worth listing in the sitemap: each public page once, at its canonical address. */
export function sitemapPaths(): string[] {
  return publicPagePaths().filter((path) => !NOT_IN_SITEMAP.has(path));
}

/**
 * Path patterns the built app renders on the client from its SPA fallback (status 200), in React
 * Router's syntax (`:param`). The server answers any other unknown path with 404.
 */
export function clientRoutePatterns(): string[] {
  return [
    // An unknown duty leads to /home, so the pattern is valid for every value.
    '/association/:duty',
    // The member portal: personal pages, rendered in the browser from the session it holds.
    ...memberPortalPaths,
    // A card's public check, rendered in the browser until pages render on the server.
    '/verify/:membershipNumber',
  ];
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
