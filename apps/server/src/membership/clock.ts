/** Where the server reads the time; demo mode can move it to show renewals and schedules. */
export interface Clock {
  /** The current moment. */
  now(): Date;
}

/** A clock that runs with real time, shifted by an offset the demo can change. */
export interface AdjustableClock extends Clock {
  /** Makes `now()` answer `moment` at this instant (time then keeps running). */
  setNow(moment: Date): void;
  /** Makes `now()` run `offsetMs` ahead of (or, negative, behind) real time. */
  setOffset(offsetMs: number): void;
  /** Back to real time. */
  reset(): void;
  /** The current offset from real time in milliseconds. */
  offsetMs(): number;
}

/** A clock at real time until told otherwise. */
export function createAdjustableClock(): AdjustableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    setNow: (moment) => {
      offset = moment.getTime() - Date.now();
    },
    setOffset: (offsetMs) => {
      offset = offsetMs;
    },
    reset: () => {
      offset = 0;
    },
    offsetMs: () => offset,
  };
}
