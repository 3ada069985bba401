import { ApiError } from '../http/api-error';

/**
 * The 409 `nrc_registered` for an NRC number a member has: its owner probably has an account
 * already. Applying and finishing a registration answer it alike; applications awaiting review
 * hold no number (`holdsItsNumbers`).
 */
export function nrcNumberRegistered(): ApiError {
  return new ApiError(
    409,
    'nrc_registered',
    'nrcNumber: an account with this NRC number already exists; log in, or use "Forgot password?"',
  );
}
