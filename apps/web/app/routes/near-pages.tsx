import { data } from 'react-router';
import { guessedAddressTarget } from '../render/mistyped-address';
import type { NearPage, NearPagesNotFound } from '../site/near-pages-offer';
import { memberPortalPaths, publicPagePaths } from '../site/public-paths';
import { siteNavigation } from '../site/site-navigation';
import type { Route } from './+types/near-pages';

// Past this, the list is no help; the server never gives more than the pages equally near.
const MOST_SHOWN = 5;

/** The menu's name of each page it lists, so a suggestion reads as the menu does. */
function menuLabels(): Map<string, string> {
  const labels = new Map<string, string>();
  for (const item of siteNavigation) {
    for (const child of item.children ?? []) labels.set(child.href, child.label);
    if (!labels.has(item.href)) labels.set(item.href, item.label);
  }
  return labels;
}

/**
 * A mistyped address that two or more pages are equally near (`/membership/asfoliate_membership`),
 * which the server renders from `/__near?near=<page>&near=<page>` (see render/page-address.ts):
 * the site's 404 page, status 404, with those pages to choose from. Only the site's own pages
 * are offered, whatever the address asks. An address near no page whose words the site search
 * finds (`/leadership`) is rendered from `/__near?search=<words>`: the 404 page offering a search
 * for them.
 *
 * Decision: the pages and words are thrown with the 404, for the root's error boundary to draw
 * (site/near-pages-offer.tsx), not drawn by this route. The app starts in the browser at the
 * visitor's address, where this route never matches (no route, or `membership/:type` with no
 * data); React Router then takes the server's errors as they were sent, so the boundary draws the
 * same 404 page and list in the browser as on the server. Drawn by this route, the browser's first
 * render differed from the server's (React's hydration error #418) and the list vanished.
 */
export function loader({ request }: Route.LoaderArgs): never {
  const own = new Set([...publicPagePaths(), ...memberPortalPaths]);
  const labels = menuLabels();
  const pages: NearPage[] = [];
  const url = new URL(request.url);
  for (const asked of url.searchParams.getAll('near')) {
    const path = guessedAddressTarget(asked) ?? (own.has(asked) ? asked : undefined);
    if (!path || pages.some((page) => page.path === path)) continue;
    pages.push({ path, label: labels.get(path) ?? path });
  }
  const notFound: NearPagesNotFound = {
    nearPages: pages.slice(0, MOST_SHOWN),
    searchWords: searchWordsOf(url),
  };
  throw data(notFound, { status: 404 });
}

// The most words offered as a search, as the server gives no more (render/page-address.ts).
const MOST_SEARCH_WORDS = 3;

/** The address's words to search for, as the server gave them: letters only, a few words. */
function searchWordsOf(url: URL): string | undefined {
  const words = (url.searchParams.get('search') ?? '')
    .split(/[^\p{L}]+/u)
    .filter((word) => word !== '')
    .slice(0, MOST_SEARCH_WORDS);
  return words.length > 0 ? words.join(' ') : undefined;
}

/**
 * Never drawn, since the loader always throws; a route module without a component is a resource
 * route, whose thrown 404 React Router answers bare instead of as the site's page.
 */
export default function NearPagesNeverDrawn() {
  return null;
}
