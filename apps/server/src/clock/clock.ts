/** Where the server reads the time: publishing schedules, "upcoming" and "open" lists, the cache key. */
export interface Clock {
  /** The current moment. */
  now(): Date;
}

/** A clock that can be moved, for demo mode and tests: real time plus an offset. */
export interface AdjustableClock extends Clock {
  /** Moves the clock so that it reads `moment` now, and runs on from there. */
  setNow(moment: Date): void;
  /** Sets the clock to real time plus `offsetMs` (not added to an earlier offset). */
  setOffset(offsetMs: number): void;
  /** Back to real time. */
  reset(): void;
  /** How far the clock is from real time, in milliseconds. */
  offsetMs(): number;
}

/**
 * A clock running at real speed from an adjustable starting point.
 * @example const clock = createAdjustableClock(); clock.setNow(new Date('2026-12-01T08:00:00+02:00'));
 */
export function createAdjustableClock(offsetMs = 0): AdjustableClock {
  let offset = offsetMs;
  return {
    now: () => new Date(Date.now() + offset),
    setNow: (moment) => {
      offset = moment.getTime() - Date.now();
    },
    setOffset: (value) => {
      offset = value;
    },
    reset: () => {
      offset = 0;
    },
    offsetMs: () => offset,
  };
}
