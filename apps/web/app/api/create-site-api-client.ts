import { type ApiClient, createApiClient } from '@coaz/api-client';

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
    onSessionExpired,
  });
}
