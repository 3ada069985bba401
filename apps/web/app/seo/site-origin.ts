/**
 * The site's public address when the build is given none: the address the association's documents
 * and the server's README use. The association must confirm it (README, "Site address").
 */
export const DEFAULT_SITE_ORIGIN = 'https://coaz.org.zm';

/**
 * The site's address from a build's `PUBLIC_URL`, the same setting the server reads for members'
 * SMS and payment callbacks, so the site has one address: its origin alone (lower case, no
 * trailing slash, no default port), or {@link DEFAULT_SITE_ORIGIN} when unset or blank.
 * @throws naming `PUBLIC_URL`, when it is not an http(s) address or carries a path, query or user
 * name (the server refuses the same, and production refuses plain http too)
 * @example siteOriginFrom('https://COAZ.org.zm/') // 'https://coaz.org.zm'
 */
export function siteOriginFrom(publicUrl: string | undefined): string {
  const written = publicUrl?.trim() ?? '';
  if (written === '') return DEFAULT_SITE_ORIGIN;
  let url: URL | undefined;
  try {
    url = new URL(written);
  } catch {
    url = undefined;
  }
  if (
    (url?.protocol !== 'https:' && url?.protocol !== 'http:') ||
    url.pathname !== '/' ||
    url.search !== '' ||
    url.hash !== '' ||
    url.username !== ''
  ) {
    throw new Error(
      `PUBLIC_URL must be the site's address alone, such as ${DEFAULT_SITE_ORIGIN}, not ${JSON.stringify(written)}`,
    );
  }
  return url.origin;
}

// Replaced by vite.config.ts (`define`) with the address read once for the whole build, so the
// prerendered pages, the server build and the browser's bundles carry the same one; absent where
// Vite does not bundle (react-router.config.ts, unit tests), which read `PUBLIC_URL` themselves.
declare const __COAZ_SITE_ORIGIN__: string | undefined;

/**
 * The public address of the website, used for canonical links, Open Graph URLs, the sitemaps,
 * robots.txt, the news feed and the links in editors' text that point at the site itself.
 * Prerendered HTML must carry absolute URLs, so it is fixed at build time from `PUBLIC_URL`;
 * the build records it beside its server bundle (`site-origin.json`) and the server refuses, in
 * production, to serve a build made for another address than its own `PUBLIC_URL`.
 * @default DEFAULT_SITE_ORIGIN
 */
export const SITE_ORIGIN: string =
  typeof __COAZ_SITE_ORIGIN__ === 'string'
    ? __COAZ_SITE_ORIGIN__
    : siteOriginFrom(typeof process === 'undefined' ? undefined : process.env.PUBLIC_URL);

/**
 * The file, beside the web app's server bundle (`build/server/`), in which the build records the
 * address it was made for as `{ "origin": "https://coaz.org.zm" }`; apps/server reads it at start.
 */
export const SITE_ORIGIN_RECORD = 'site-origin.json';

/** An absolute URL of the site for a path such as `/about`. */
export function siteUrl(path: string): string {
  return `${SITE_ORIGIN}${path.startsWith('/') ? path : `/${path}`}`;
}
