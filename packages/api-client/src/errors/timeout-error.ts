import { TIMED_OUT } from '../internal/messages';

/**
 * The server did not answer within the call's time limit; the request was abandoned.
 * @example
 * if (error instanceof TimeoutError) offerRetry(error.message);
 */
export class TimeoutError extends Error {
  override name: 'TimeoutError' = 'TimeoutError';

  constructor(message: string = TIMED_OUT, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
  }
}
