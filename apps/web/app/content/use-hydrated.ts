import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the prerendered HTML is being hydrated, true afterwards, including at once for every
 * page opened later in the browser. Pages that depend on the query string (which prerendering
 * cannot know) render their default during hydration, so it matches the HTML, then switch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
