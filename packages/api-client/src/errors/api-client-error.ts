import type { ApiError } from './api-error';
import type { ConflictError } from './conflict-error';
import type { CredentialsRequiredError } from './credentials-required-error';
import type { NetworkError } from './network-error';
import type { TimeoutError } from './timeout-error';

/**
 * Every error the client's calls reject with (besides an abort's own reason and a `TypeError`
 * for an unusable base URL), told apart by `name`. Names also work where `instanceof` does not:
 * an error that crossed a worker or came from a second copy of the package in the bundle.
 * @example
 * const failure = error as ApiClientError;
 * switch (failure.name) {
 *   case 'ConflictError': return reload();
 *   case 'ApiError': return show(failure.status, failure.message);
 *   case 'TimeoutError':
 *   case 'NetworkError': return offerRetry(failure.message);
 *   case 'CredentialsRequiredError': return markFields(failure.missing);
 * }
 */
export type ApiClientError =
  | ApiError
  | ConflictError
  | TimeoutError
  | NetworkError
  | CredentialsRequiredError;

/** The `name` of each {@link ApiClientError}: `'ApiError' | 'ConflictError' | 'TimeoutError' | ...`. */
export type ApiClientErrorName = ApiClientError['name'];
