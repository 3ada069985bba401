import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** What a fragment may name to take the cursor here: a field one types or chooses in. */
export const FIELD = 'input, textarea, select';

/** The id a fragment names; one that is not valid percent-encoding is taken as written. */
export function decodeFragment(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * After a move inside the app to an address whose fragment names a form field
 * (`/search#search-page-query`), puts the cursor in that field, as the browser does when it loads
 * such an address itself. React Router only scrolls to the fragment. The first render is left
 * alone: the browser has focused the field already, and the visitor may have moved on since.
 */
export function useFragmentFocus(): void {
  const { hash, key } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each move (its key) focuses once, even to the same fragment.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash.length < 2) return;
    const target = document.getElementById(decodeFragment(hash));
    if (target instanceof HTMLElement && target.matches(FIELD)) target.focus();
  }, [key]);
}
