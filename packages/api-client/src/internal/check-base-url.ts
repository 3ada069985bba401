/**
 * Refuses a base URL the client could not call, with a message that says how to fix it, before any
 * request: otherwise a relative URL in Node fails each call as a misleading `NetworkError`.
 * Absolute `http:`/`https:` URLs work everywhere; relative ones (`/coaz/api/`) only where a page
 * gives them a base (a browser).
 * @throws {TypeError} for a blank, malformed, relative-outside-a-browser or non-HTTP URL.
 */
export function checkBaseUrl(option: string, value: unknown): void {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new TypeError(
      `createApiClient: ${option} is required, for example 'https://coaz.org/api/'.`,
    );
  }
  // A browser's page address; undefined in Node and workers without a page.
  const base = (globalThis as { location?: { href?: string } }).location?.href;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    throw new TypeError(
      !base && value.startsWith('/')
        ? `createApiClient: ${option} '${value}' is not an absolute URL. Outside a browser there is ` +
            `no page to resolve it against: give the full address, such as 'http://localhost:8080${value}'.`
        : `createApiClient: ${option} '${value}' is not a valid URL.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`createApiClient: ${option} '${value}' must be an http: or https: URL.`);
  }
}
