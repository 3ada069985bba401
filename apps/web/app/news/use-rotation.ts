import { useEffect, useState } from 'react';

/** Whether the visitor asked for less motion. */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The window of `visible` items of a list that moves on by `visible` every `intervalMs`, wrapping
 * round. It holds still while `paused`, for short lists, and for visitors who asked for less motion.
 */
export function useRotation<T>(
  items: readonly T[],
  visible: number,
  intervalMs: number,
  paused: boolean,
): T[] {
  const [start, setStart] = useState(0);
  const rotates = items.length > visible && !paused;
  useEffect(() => {
    if (!rotates || prefersReducedMotion()) return;
    const timer = setInterval(
      () => setStart((current) => (current + visible) % items.length),
      intervalMs,
    );
    return () => clearInterval(timer);
  }, [rotates, visible, intervalMs, items.length]);
  if (items.length <= visible) return [...items];
  return Array.from(
    { length: visible },
    (_, offset) => items[(start + offset) % items.length] as T,
  );
}
