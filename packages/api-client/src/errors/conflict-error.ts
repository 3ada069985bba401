import { ApiError, type ApiErrorOptions } from './api-error';

/**
 * Status 409: the thing was changed by someone else since it was read, so this write was refused
 * and nothing was saved. Reload, then apply the edit again.
 * @example
 * if (error instanceof ConflictError) showMessage(error.message); // keep the form's text
 */
export class ConflictError extends ApiError {
  override name: 'ConflictError' = 'ConflictError';

  constructor(message: string, options: ApiErrorOptions = {}) {
    super(409, message, options);
  }
}
