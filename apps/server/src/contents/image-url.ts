/** An upload's address on this site: `/api/uploads/<stored name>`. */
const UPLOAD_PATH = /^\/api\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/**
 * Whether a content entry may show the picture at `value`: one of this site's uploads
 * (`/api/uploads/...`) or an `https:` address. Parsed as a URL the way a browser parses it, after
 * refusing anything a browser would silently drop or reinterpret (tabs, newlines, other control
 * characters, backslashes), so `/\t/evil.com` (which Chromium loads from evil.com) is refused;
 * other paths of this site (such as `GET login`) are refused too, so a notice cannot make every
 * reader's browser call them.
 */
export function isAllowedImageUrl(value: string): boolean {
  if (/[\s\\\p{Cc}]/u.test(value)) return false;
  if (value.startsWith('/')) {
    let url: URL;
    try {
      url = new URL(value, 'https://this-site.invalid');
    } catch {
      return false;
    }
    return (
      url.origin === 'https://this-site.invalid' &&
      url.pathname === value &&
      UPLOAD_PATH.test(url.pathname)
    );
  }
  return isPlainHttpsAddress(value);
}

/**
 * Whether `value` is an absolute `https:` address a browser reads exactly as written: no
 * whitespace, control characters or backslashes (which a browser drops or turns into `/`), and
 * no user name or password (`https://coaz.org.zm@evil.example` goes to evil.example).
 */
export function isPlainHttpsAddress(value: string): boolean {
  if (/[\s\\\p{Cc}]/u.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
}
