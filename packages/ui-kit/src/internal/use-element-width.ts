import { type RefObject, useEffect, useState } from 'react';

/**
 * The element's content width, kept current with a ResizeObserver. `undefined` until measured, and
 * forever where ResizeObserver does not exist (server rendering, old browsers): callers then fall
 * back to their CSS-only layout.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
