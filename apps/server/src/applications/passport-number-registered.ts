import { ApiError } from '../http/api-error';

/**
 * The 409 `passport_registered` for a passport number a member has, as `nrcNumberRegistered` is
 * for an NRC number: applications awaiting review hold no number (`holdsItsNumbers`).
 */
export function passportNumberRegistered(): ApiError {
  return new ApiError(
    409,
    'passport_registered',
    'passportNumber: an account already has this passport number: check it against your passport; if it is yours, log in, or use "Forgot password?"',
  );
}
