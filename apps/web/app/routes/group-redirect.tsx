import { redirect } from 'react-router';
import { firstChildPath } from '../site/site-navigation';
import type { Route } from './+types/group-redirect';

/**
 * A menu group's own address leads to its first sub-page. It runs while prerendering, which writes
 * a redirect page for visitors and a redirect record for client-side navigation.
 */
export function loader({ request }: Route.LoaderArgs) {
  // While prerendering, the data request asks for `/association.data`.
  const path = new URL(request.url).pathname.replace(/\.data$/, '').replace(/\/+$/, '');
  return redirect(firstChildPath(path) ?? '/home', 301);
}

export default function GroupRedirect() {
  return null;
}
