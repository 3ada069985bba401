import { useContext } from 'react';
import { PrefetchPageLinks, UNSAFE_FrameworkContext } from 'react-router';
import { useHydrated } from '../content/use-hydrated';

/**
 * Downloads the dashboard's code (its route module, the chunks it imports and its stylesheet)
 * while the member is still on a page that ends there: the payment, while the prompt is approved
 * on the phone, and the application form, while it is filled in. A finished flow then moves to
 * `/dashboard` with nothing left to download. Without it, a signal drop at that moment failed the
 * route module's download, React Router reloaded the page, and the member was left on "Loading
 * your dashboard…" without the notice of what they had just paid.
 *
 * Only once the app runs: in the server's HTML the links would compete with the page's own code on
 * a slow connection. React Router's `PrefetchPageLinks` renders `modulepreload` links from the
 * route manifest, so what is fetched is exactly what the navigation imports; outside the framework
 * (a page drawn in a plain `MemoryRouter`, as some tests do) there is no manifest, and nothing.
 *
 * @example
 * <PrefetchDashboard />
 */
export function PrefetchDashboard() {
  const hydrated = useHydrated();
  const framework = useContext(UNSAFE_FrameworkContext);
  return hydrated && framework ? <PrefetchPageLinks page="/dashboard" /> : null;
}
