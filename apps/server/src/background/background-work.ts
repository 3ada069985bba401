import type { LogSink } from '../http/request-log';

/** Work a request starts and does not wait for: its failures are logged, and shutdown waits for it. */
export interface BackgroundWork {
  /**
   * Runs `task` once the current answer has been handed to the network (on the next turn of the
   * event loop), so the answer's timing cannot tell whether there was work to do. A failure is
   * logged as `<label> failed: <error name> <code>`, never thrown: like the server-error log, never
   * the message, which for a failed query carries its parameters.
   * @example background.run('password recovery', () => sendCode(member))
   */
  run(label: string, task: () => Promise<unknown>): void;
  /** Settles once every task started so far, and any they started, has finished. */
  settled(): Promise<void>;
}

function failureOf(error: unknown): string {
  const name = error instanceof Error ? error.name : typeof error;
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  const code = cause?.code ?? (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? `${name} ${code}` : name;
}

/** Background work whose failures go to `log`. */
export function createBackgroundWork(log: LogSink): BackgroundWork {
  const pending = new Set<Promise<void>>();
  return {
    run(label, task) {
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log(`${label} failed: ${failureOf(error)}`),
        )
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
