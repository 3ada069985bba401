import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error that becomes a JSON answer `{error, message}` with its status; every 4xx the API
 * gives goes through this class.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  /**
   * @param status the HTTP status to answer with
   * @param code a stable machine-readable code, such as `invalid_token`
   * @param message a sentence a person can read
   * @param headers extra response headers, such as `Retry-After`
   * @param details extra fields of the JSON body, such as the `paymentId` a 409 points to
   */
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
