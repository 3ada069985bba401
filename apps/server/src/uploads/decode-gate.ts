import { ApiError } from '../http/api-error';

/** Limits how many pictures this instance decodes at once. */
export interface DecodeGate {
  /**
   * Runs `decode` once a slot is free. A caller that waits longer than the gate's wait is turned
   * away with 503 `busy` and `Retry-After`, rather than piling up behind hostile uploads.
   * @throws {ApiError} 503 when no slot freed in time.
   */
  run<T>(decode: () => Promise<T>): Promise<T>;
}

/**
 * A gate of `slots` concurrent decodes; others queue for at most `maxWaitMs`. Kept in process
 * memory on purpose: it guards this instance's processor, not a shared total.
 */
export function createDecodeGate(options: {
  slots: number;
  maxWaitMs: number;
  retryAfterSeconds: number;
}): DecodeGate {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  const acquire = () =>
    new Promise<void>((resolve, reject) => {
      if (running < options.slots) {
        running += 1;
        resolve();
        return;
      }
      const admit = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const index = waiting.indexOf(admit);
        if (index >= 0) waiting.splice(index, 1);
        reject(
          new ApiError(
            503,
            'busy',
            'Other pictures are being processed; please try again in a few seconds',
            { 'retry-after': String(options.retryAfterSeconds) },
          ),
        );
      }, options.maxWaitMs);
      waiting.push(admit);
    });

  return {
    async run(decode) {
      await acquire();
      try {
        return await decode();
      } finally {
        release();
      }
    },
  };
}
