/** A model endpoint failed, timed out or answered with something unusable. */
export class ProviderError extends Error {
  /** HTTP status of the endpoint's answer, when it answered. */
  readonly status: number | undefined;

  constructor(message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ProviderError';
    this.status = options.status;
  }
}
