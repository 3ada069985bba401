/** The default message of a {@link NetworkError}. */
const UNREACHABLE = 'Could not reach the server. Check your connection and try again.';

/**
 * No answer came back at all: offline, DNS failure, refused or dropped connection.
 * The original failure is kept as `cause`.
 * @example
 * if (error instanceof NetworkError) showOfflineNotice();
 */
export class NetworkError extends Error {
  override name = 'NetworkError';

  constructor(message: string = UNREACHABLE, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
  }
}
