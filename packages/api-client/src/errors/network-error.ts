import { NETWORK_FAILURE } from '../internal/messages';

/**
 * No answer came back at all: offline, DNS failure, refused or dropped connection.
 * The original failure is kept as `cause`.
 * @example
 * if (error instanceof NetworkError) showOfflineNotice();
 */
export class NetworkError extends Error {
  override name: 'NetworkError' = 'NetworkError';

  constructor(message: string = NETWORK_FAILURE, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
  }
}
