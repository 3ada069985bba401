import { redirect } from 'react-router';
import { guessedAddressTarget } from '../render/mistyped-address';
import { pageNotFound } from '../site/page-not-found';
import { firstChildPath } from '../site/site-navigation';
import type { Route } from './+types/moved-address';

/**
 * A page's address spelt otherwise or mistyped (`/Categories/genral/`, `/contact-us`), which the
 * server renders from `/__moved/<the page's own address>` (see render/page-address.ts): moves for
 * good (301) to that page, with the query its render reads, so the visitor arrives and a search
 * engine keeps one address. A menu group's address (`/services/`) moves straight to the group's
 * first page, not to the group's own address, which would only redirect again (group-redirect.tsx):
 * one redirect on a slow connection instead of two.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const own = `/${params['*'] ?? ''}`;
  // Only the server's page addresses lead here; a path that could leave the site is no page.
  if (own.startsWith('//') || own.includes('\\')) throw pageNotFound();
  const page = guessedAddressTarget(own) ?? own;
  throw redirect(`${firstChildPath(page) ?? page}${new URL(request.url).search}`, 301);
}

export default function MovedAddress() {
  return null;
}
