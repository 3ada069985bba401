import { redirect } from 'react-router';
import { firstChildPath } from '../site/site-navigation';
import type { Route } from './+types/group-redirect';

/**
 * A menu group's own address leads to its first sub-page for good (301). The server renders it per
 * request like any page (it is not prerendered, see site/public-paths.ts), so a visitor, a search
 * engine and a link preview get an HTTP redirect, and a client navigation its data request's.
 */
export function loader({ request }: Route.LoaderArgs) {
  // A client navigation's data request asks for `/association.data`.
  const path = new URL(request.url).pathname.replace(/\.data$/, '').replace(/\/+$/, '');
  return redirect(firstChildPath(path) ?? '/home', 301);
}

export default function GroupRedirect() {
  return null;
}
