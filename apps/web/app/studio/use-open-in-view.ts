import { useEffect, useRef } from 'react';

/**
 * Brings an opened form or panel to the top of the screen and puts the cursor in its first field
 * (or on the element itself when it has none), each time `key` changes while `enabled`. On a phone
 * the list's Edit button sits far below the form, so without this nothing seemed to happen.
 */
export function useOpenInView<T extends HTMLElement>(key: unknown, enabled = true) {
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each thing opened
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    // Instant, not smooth: the form must be in view at once, whatever the distance.
    element.scrollIntoView?.({ block: 'start' });
    const first = element.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select');
    if (first) first.focus({ preventScroll: true });
    else {
      element.tabIndex = -1;
      element.focus({ preventScroll: true });
    }
  }, [key, enabled]);
  return ref;
}
