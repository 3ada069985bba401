import { ApiError } from '../http/api-error';
import { isCrossSite } from '../member/login-guard';

/**
 * Refuses a request that a browser says another site's page sent (`Sec-Fetch-Site: cross-site`
 * or `same-site`), unless that site is one the API lets in (`CORS_ORIGINS`). For the forms the
 * API takes without a bearer token as a multipart form, which a page on any site can post in its
 * visitors' browsers with no preflight: joining, whose applications would otherwise come from
 * the visitors' addresses, past the per-address limit, into the secretariat's review list.
 * Clients that are not browsers send no `Sec-Fetch-Site` and are not concerned.
 * @throws ApiError 403 `cross_site_request`
 */
export function refuseOtherSites(
  headers: { secFetchSite: string | undefined; origin: string | undefined },
  allowedOrigins: readonly string[],
): void {
  if (!isCrossSite(headers.secFetchSite)) return;
  if (headers.origin && allowedOrigins.includes(headers.origin)) return;
  throw new ApiError(
    403,
    'cross_site_request',
    "This form was sent from another site's page; open the association's own site to send it",
  );
}
