import { useEffect, useState } from 'react';

/**
 * False while the prerendered HTML is being hydrated, true afterwards. Pages that depend on the
 * query string (which prerendering cannot know) render their default first, so hydration matches
 * the HTML, and then switch.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
