import { siteApiClient } from '../render/site-content';
import type { District } from './use-districts';

/**
 * Zambia's districts (`GET /coaz/api/districts`) read on the server with its in-process fetch, so
 * a form's province and district lists are in the page's HTML before any script runs; `null` when
 * the member service cannot give them now (the browser then asks, as before, once the form runs).
 * The list is public and the same for everyone, so a page cached with it stays right until
 * Parliament creates a district, which comes with a new release of the seed.
 */
export async function districtsForRender(apiFetch: typeof fetch): Promise<District[] | null> {
  try {
    const districts = await siteApiClient(apiFetch).http.get<District[]>('districts', {
      auth: false,
    });
    return Array.isArray(districts) ? districts : null;
  } catch {
    return null;
  }
}
