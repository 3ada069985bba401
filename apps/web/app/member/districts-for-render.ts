import { createApiClient, memoryTokenStore } from '@coaz/api-client';
import type { District } from './use-districts';

// The client needs absolute base URLs; the in-process fetch never leaves the server.
const INTERNAL_ORIGIN = 'http://coaz.internal';

/**
 * Zambia's districts (`GET /coaz/api/districts`) read on the server with its in-process fetch, so
 * a form's province and district lists are in the page's HTML before any script runs; `null` when
 * the member service cannot give them now (the browser then asks, as before, once the form runs).
 * The list is public and the same for everyone, so a page cached with it stays right until
 * Parliament creates a district, which comes with a new release of the seed.
 */
export async function districtsForRender(apiFetch: typeof fetch): Promise<District[] | null> {
  const client = createApiClient({
    memberBaseUrl: `${INTERNAL_ORIGIN}/coaz/api/`,
    chatBaseUrl: `${INTERNAL_ORIGIN}/api/`,
    fetch: apiFetch,
    tokenStore: memoryTokenStore(),
  });
  try {
    const districts = await client.http.get<District[]>('districts', { auth: false });
    return Array.isArray(districts) ? districts : null;
  } catch {
    return null;
  }
}
