import { type ApiClient, createApiClient } from '@coaz/api-client';
import { fetchHearingServerClock } from './server-clock';

/**
 * How long a call that sends files may take: an application's three documents of the largest
 * size at the slowest upload, as the server allows (15 minutes, `HTTP_REQUEST_TIMEOUT_MS`). The
 * client's default of two minutes stopped a 3 MB licence photo on a weak signal half-way.
 */
export const UPLOAD_TIMEOUT_MS = 15 * 60_000;

/**
 * The API client of the website. The member service lives under `/coaz/api/` and the chat and
 * content services under `/api/` of the same origin that served the page. During prerendering there
 * is no page origin and no request is made, so a placeholder origin keeps the URLs absolute.
 */
export function createSiteApiClient(onSessionExpired: () => void): ApiClient {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return createApiClient({
    memberBaseUrl: `${origin}/coaz/api/`,
    chatBaseUrl: `${origin}/api/`,
    // A download gets as long: the studio's backup (32 MB with thirty pictures) needs more than
    // the client's default two minutes on a line of 2 Mbit/s.
    timeouts: { upload: UPLOAD_TIMEOUT_MS, download: UPLOAD_TIMEOUT_MS },
    onSessionExpired,
    // What the studio and the notices' editor say has ended or closed follows the server's clock.
    fetch: fetchHearingServerClock,
  });
}
