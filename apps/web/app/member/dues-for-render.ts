import { createMembershipClient, type MembershipDues } from '@coaz/api-client/membership';
import { siteApiClient } from '../render/site-content';

/**
 * The yearly subscriptions (`GET /coaz/api/dues`) read on the server with its in-process fetch, so
 * the join page's fees are in its HTML: a visitor deciding whether to join read no price until the
 * form's script started, and never on a phone with scripts off. `null` when the member service
 * cannot give them now (the browser then asks, as before). A page cached with them is dropped
 * when an admin sets a subscription, which moves the site's content version on.
 */
export async function duesForRender(apiFetch: typeof fetch): Promise<MembershipDues[] | null> {
  try {
    const dues = await createMembershipClient(siteApiClient(apiFetch)).dues();
    return Array.isArray(dues) ? dues : null;
  } catch {
    return null;
  }
}
