import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { LOGIN_DEVICE_SECONDS } from '../auth/token-service';

/**
 * The cookie that marks a browser a member has logged in from, so that strangers' failed logins
 * never keep the member out of their own phone (see login-rate-limits.ts). It holds a mark the
 * token service signs (user name, a random device id and a keyed digest of the password it was
 * earned with, no session: a change of password, often made because someone else knew it, ends
 * the standing of every mark earned before it), is `HttpOnly` (no script
 * reads it), `SameSite=Strict` (another site's page never sends it, so the cross-site rules stay
 * as they are) and scoped to the member API. A browser keeps the mark of the last member who
 * logged in on it. Clients that keep no cookies (apps using `@coaz/api-client` outside a browser)
 * simply have the address rules, as before: no client change is needed.
 */
export const LOGIN_DEVICE_COOKIE = 'coaz_login_device';

/** The device mark the request's browser sent, if any. */
export function sentLoginDevice(c: Context): string | undefined {
  return getCookie(c, LOGIN_DEVICE_COOKIE);
}

/** Gives the browser a fresh device mark after a right password, scoped to `memberApiPath`. */
export function keepLoginDevice(
  c: Context,
  mark: string,
  options: { memberApiPath: string; secure: boolean },
): void {
  setCookie(c, LOGIN_DEVICE_COOKIE, mark, {
    path: options.memberApiPath,
    httpOnly: true,
    sameSite: 'Strict',
    secure: options.secure,
    maxAge: LOGIN_DEVICE_SECONDS,
  });
}
