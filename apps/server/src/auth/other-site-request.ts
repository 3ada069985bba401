import { ApiError } from '../http/api-error';
import { isCrossSite } from '../member/login-guard';

/** What {@link refuseOtherSites} reads of a request. */
export interface RequestSite {
  /** `Sec-Fetch-Site`, which browsers since 2023 send with every request. */
  secFetchSite: string | undefined;
  /** `Origin`, which browsers send with every POST, older ones included. */
  origin: string | undefined;
  /** `Host`: the address the browser asked for, which a same-origin page's `Origin` names. */
  host: string | undefined;
}

/** Whether `origin` is the address the request was sent to: the site's own page sent it. */
function isOwnOrigin(origin: string, host: string | undefined, publicUrl: string | undefined) {
  try {
    if (publicUrl !== undefined && origin === new URL(publicUrl).origin) return true;
    return host !== undefined && new URL(origin).host === host.toLowerCase();
  } catch {
    // "null" (a sandboxed frame, a page from a file) or garbage: no site of ours.
    return false;
  }
}

/**
 * Refuses a request that another site's page sent, unless that site is one the API lets in
 * (`CORS_ORIGINS`). For the forms the API takes without a bearer token as a multipart form, which
 * a page on any site can post in its visitors' browsers with no preflight: joining, whose
 * applications would otherwise come from the visitors' addresses, past the per-address limit, into
 * the secretariat's review list. A browser says so with `Sec-Fetch-Site: cross-site` (or
 * `same-site`). One too old to send that header (Safari before 16.4, older WebViews on cheap
 * phones) still sends `Origin` with a POST, so without `Sec-Fetch-Site` an `Origin` that is
 * neither the site's own (`PUBLIC_URL`, or the `Host` asked for) nor an allowed one is refused
 * too. Clients that are not browsers send neither header and are not concerned.
 * @throws ApiError 403 `cross_site_request`
 */
export function refuseOtherSites(
  request: RequestSite,
  allowed: { corsOrigins: readonly string[]; publicUrl: string | undefined },
): void {
  const { secFetchSite, origin } = request;
  if (origin && allowed.corsOrigins.includes(origin)) return;
  if (secFetchSite !== undefined) {
    if (!isCrossSite(secFetchSite)) return;
  } else if (!origin || isOwnOrigin(origin, request.host, allowed.publicUrl)) {
    return;
  }
  throw new ApiError(
    403,
    'cross_site_request',
    "This form was sent from another site's page; open the association's own site to send it",
  );
}
