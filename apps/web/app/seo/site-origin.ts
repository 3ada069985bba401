/**
 * The public address of the website, used for canonical links, Open Graph URLs and the sitemap.
 * Prerendered HTML must carry absolute URLs, so it is fixed at build time: set `SITE_ORIGIN` when
 * building for another host (a staging copy, say).
 * @default 'https://coaz.org'
 */
export const SITE_ORIGIN = (
  (typeof process === 'undefined' ? undefined : process.env.SITE_ORIGIN) || 'https://coaz.org'
).replace(/\/+$/, '');

/** An absolute URL of the site for a path such as `/about`. */
export function siteUrl(path: string): string {
  return `${SITE_ORIGIN}${path.startsWith('/') ? path : `/${path}`}`;
}
