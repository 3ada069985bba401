import { firstTextField } from '../internal/first-text-field';
import { retryAfterSeconds } from '../internal/retry-after';

/** What an {@link ApiError} may carry besides its status and message. */
export interface ApiErrorOptions {
  /** The parsed error body (JSON, or text when it was not JSON). */
  body?: unknown;
  /** The answer's headers. @default empty headers (an error the client made itself) */
  headers?: Headers;
  /** The machine-readable code. @default the body's `error` field when it is text */
  code?: string;
  /** What led to the error, kept as the standard `Error.cause`. */
  cause?: unknown;
}

/**
 * A COAZ service answered, but not with success.
 *
 * `message` is ready to show to a member: the server's own words when its error body has them
 * (`message`, `error_message`, `trace` or `error`, in that order), otherwise a plain fallback.
 * `code` is for programs (the server's `error` field, such as `forbidden` or `token_expired`),
 * `headers` are the answer's own. A reply that breaks the contract (a count that is not an
 * integer, a login without tokens) arrives as status 502.
 * @example
 * if (error instanceof ApiError && error.status === 429) retryIn(error.retryAfter ?? 60);
 * if (error instanceof ApiError && error.code === 'forbidden') showEditorsOnly();
 */
export class ApiError extends Error {
  /** `ConflictError` for a 409 (its subclass), else `ApiError`: branch on it, or on `instanceof`. */
  override name: 'ApiError' | 'ConflictError' = 'ApiError';
  /** The HTTP status of the answer, such as 400, 403, 409 or 500. */
  readonly status: number;
  /** The parsed error body (JSON, or text when it was not JSON), for callers that need details. */
  readonly body: unknown;
  /**
   * The server's machine-readable code: the error body's `error` field (`forbidden`,
   * `token_expired`, `validation_failed`, ...), or `undefined` when it sent none.
   */
  readonly code: string | undefined;
  /** The answer's headers (empty for errors the client raised itself, such as a broken reply). */
  readonly headers: Headers;

  constructor(status: number, message: string, options: ApiErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.status = status;
    this.body = options.body;
    this.headers = options.headers ?? new Headers();
    this.code = options.code ?? firstTextField(options.body, ['error']);
  }

  /**
   * Seconds to wait before trying again, from the `Retry-After` header (seconds or an HTTP date),
   * or `undefined` when the server sent none. Rate limits (429) and maintenance (503) send it.
   */
  get retryAfter(): number | undefined {
    return retryAfterSeconds(this.headers.get('retry-after'));
  }
}
