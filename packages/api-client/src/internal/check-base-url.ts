/**
 * Refuses a base URL the client could not call, with a message that says how to fix it, before any
 * request: otherwise a relative URL in Node fails each call as a misleading `NetworkError`.
 * Absolute `http:`/`https:` URLs work everywhere; relative ones (`/coaz/api/`) only where a page
 * gives them a base (a browser). `option` names the option in the message, with the function it
 * belongs to (`createApiClient: memberBaseUrl`), and `path` the service's path on the host, for
 * the example the message gives (`coaz/api/` for the member service; chat and content, at `api/`,
 * leave it out),
 * so one set of words serves every caller; they are kept few and short because they ship in
 * `createApiClient`'s budgeted bundle.
 * @throws {TypeError} for a blank, relative-outside-a-browser, malformed or non-HTTP URL.
 */
export function checkBaseUrl(option: string, value: unknown, path = 'api/'): void {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new TypeError(`${option} is required, for example 'https://coaz.org/${path}'.`);
  }
  // A browser's page address; undefined in Node and workers without a page.
  const base = (globalThis as { location?: { href?: string } }).location?.href;
  if (!base && value.startsWith('/')) {
    throw new TypeError(
      `${option} '${value}' is relative, and outside a browser no page gives it a base: ` +
        `give the full address, such as 'http://localhost:8080${value}'.`,
    );
  }
  let protocol: string | undefined;
  try {
    protocol = new URL(value, base).protocol;
  } catch {
    // Malformed: refused below with the same words as another scheme.
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new TypeError(`${option} '${value}' is not a valid http: or https: URL.`);
  }
}
