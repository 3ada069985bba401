import { data, Link } from 'react-router';
import { guessedAddressTarget } from '../render/mistyped-address';
import { memberPortalPaths, publicPagePaths } from '../site/public-paths';
import { SiteErrorPage } from '../site/site-error-page';
import { siteNavigation } from '../site/site-navigation';
import type { Route } from './+types/near-pages';

/** A page a mistyped address may have meant, as the menu names it. */
export interface NearPage {
  path: string;
  label: string;
}

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
 * A mistyped address that two or more pages are equally near (`/membership/lull_membership`),
 * which the server renders from `/__near?near=<page>&near=<page>` (see render/page-address.ts):
 * the site's 404 page, status 404, with those pages to choose from. Only the site's own pages
 * are offered, whatever the address asks.
 */
export function loader({ request }: Route.LoaderArgs) {
  const own = new Set([...publicPagePaths(), ...memberPortalPaths]);
  const labels = menuLabels();
  const pages: NearPage[] = [];
  const url = new URL(request.url);
  for (const asked of url.searchParams.getAll('near')) {
    const path = guessedAddressTarget(asked) ?? (own.has(asked) ? asked : undefined);
    if (!path || pages.some((page) => page.path === path)) continue;
    pages.push({ path, label: labels.get(path) ?? path });
  }
  return data({ pages: pages.slice(0, MOST_SHOWN) }, { status: 404 });
}

/** The 404 page, then the pages the address may have meant. */
export default function NearPages({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SiteErrorPage notFound />
      {loaderData.pages.length > 0 ? (
        <section aria-labelledby="near-pages-heading" className="page page--narrow">
          <h2 id="near-pages-heading">Did you mean one of these pages?</h2>
          <ul>
            {loaderData.pages.map((page) => (
              <li key={page.path}>
                <Link to={page.path} className="coaz-link">
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
