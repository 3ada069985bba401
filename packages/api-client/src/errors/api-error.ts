/**
 * A COAZ service answered, but not with success.
 *
 * `message` is ready to show to a member: the server's own words when its error body has them
 * (`message`, `error_message`, `trace` or `error`, in that order), otherwise a plain fallback.
 * A reply that breaks the contract (a count that is not an integer, a login without tokens)
 * arrives as status 502.
 * @example
 * if (error instanceof ApiError && error.status === 404) showNotFound();
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** The HTTP status of the answer, such as 400, 403, 409 or 500. */
  readonly status: number;
  /** The parsed error body (JSON, or text when it was not JSON), for callers that need details. */
  readonly body: unknown;

  constructor(status: number, message: string, options: { body?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.status = status;
    this.body = options.body;
  }
}
