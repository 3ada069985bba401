import { useEffect, useRef } from 'react';

/** Calls `callback` every `delay` ms; a `null` delay stops the timer (used to pause). */
export function useInterval(callback: () => void, delay: number | null): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (delay === null) return;
    const id = setInterval(() => latest.current(), delay);
    return () => clearInterval(id);
  }, [delay]);
}
