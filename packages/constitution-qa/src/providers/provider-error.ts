/** A model endpoint failed, timed out or answered with something unusable. */
export class ProviderError extends Error {
  /** Always 'ProviderError', as a literal type, so a check of `error.name` narrows to this class. */
  override readonly name = 'ProviderError' as const;
  /** HTTP status of the endpoint's answer, when it answered. */
  readonly status: number | undefined;

  constructor(message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.status = options.status;
  }
}
