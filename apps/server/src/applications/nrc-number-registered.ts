import { ApiError } from '../http/api-error';

/**
 * The 409 `nrc_registered` for an NRC number a member has: its owner probably has an account
 * already. Applying and finishing a registration answer it alike; applications awaiting review
 * hold no number (`holdsItsNumbers`). It asks first for the number to be checked: an applicant
 * who mistyped one digit of theirs was told only to log in to an account they never had.
 */
export function nrcNumberRegistered(): ApiError {
  return new ApiError(
    409,
    'nrc_registered',
    'nrcNumber: an account already has this NRC number: check it against your card, as one wrong digit makes it someone else’s; if it is yours, log in, or use "Forgot password?"',
  );
}
