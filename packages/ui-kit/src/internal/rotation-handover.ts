import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * The event a rotating component sends to its own element when React takes it over. A page served
 * without JavaScript may already be rotating it with a small script (the web app's
 * `rotate-before-app.ts`); that script answers by stopping, leaving the markup as this component
 * would render `detail`, and writing into `detail` where it stood.
 */
export const ROTATION_HANDOVER_EVENT = 'coaz:rotation-handover';

/** Where a rotation stood when React took it over. */
export interface RotationHandover {
  /** The slide shown (carousel) or the first entry shown (list). */
  index: number;
  /** What the visitor chose with the pause button, if anything. */
  choice: 'playing' | 'paused' | null;
  /** Whether the pointer was over the rotation. */
  hovered: boolean;
  /** Whether focus was inside the rotation. */
  focused: boolean;
}

/**
 * Once, before the first paint after hydration, asks whoever rotated `ref`'s element before the app
 * ran where it stood, and gives the answer to `takeOver` (so the slides do not jump back, and two
 * timers never turn them at once). Without such a script the answer is the server's start.
 */
export function useRotationHandover(
  ref: RefObject<HTMLElement | null>,
  takeOver: (handover: RotationHandover) => void,
): void {
  const latest = useRef(takeOver);
  latest.current = takeOver;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const handover: RotationHandover = { index: 0, choice: null, hovered: false, focused: false };
    element.dispatchEvent(new CustomEvent(ROTATION_HANDOVER_EVENT, { detail: handover }));
    latest.current(handover);
  }, [ref]);
}
