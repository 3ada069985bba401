import type { BackgroundWork } from './background-work';

/** When recurring work runs. */
export interface RecurringSchedule {
  /** After start, so the first requests are answered first. */
  firstMs: number;
  /** Between one run's start and the next. */
  everyMs: number;
}

/**
 * Runs `task` through `background` a while after start and then at every interval, so its
 * failures are logged as `<label> failed: <error name> <code>` (never the message, which may
 * carry a query's parameters) and shutdown, which waits for `background.settled()`, lets a run
 * in progress finish before the database closes. A run still going when the next is due is not
 * doubled. Several instances each run it: the task itself must be safe to run on two at once.
 * @example const retention = startRecurringWork(background, 'document retention', { firstMs: 60_000, everyMs: 3_600_000 }, run);
 */
export function startRecurringWork(
  background: BackgroundWork,
  label: string,
  schedule: RecurringSchedule,
  task: () => Promise<unknown>,
): { stop(): void } {
  let running = false;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = true;
    background.run(label, async () => {
      try {
        await task();
      } finally {
        running = false;
      }
    });
  };
  const first = setTimeout(run, schedule.firstMs);
  const timer = setInterval(run, schedule.everyMs);
  // The server keeps the process running; a schedule alone must not.
  first.unref();
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
