/**
 * The origin (`https://coaz.org.zm`) of a `siteOrigin` option; a trailing slash or path is
 * dropped, since the server's routes start at the site's root. Kept apart from the links, which
 * the window builds, so that every page loads only this check.
 * @throws TypeError when the value is not an absolute http(s) address
 */
export function readSiteOrigin(siteOrigin: string): string {
  let url: URL | undefined;
  try {
    url = new URL(siteOrigin);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new TypeError(
      `siteOrigin must be the association site's absolute http(s) address, such as 'https://coaz.org.zm'; got '${siteOrigin}'.`,
    );
  return url.origin;
}
