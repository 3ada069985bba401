import { errorResponse } from '../http/error-body';

/**
 * The 401 an operation behind {@link requireMember} declares, as it answers: no token
 * (`unauthorized`), an expired one (`token_expired`) or a malformed, wrongly signed or revoked one
 * (`token_invalid`). A bad token is never a 403: api-client refreshes once on a 401 and treats a
 * 403 as a refusal no refresh changes, so a document saying 403 would mislead every client
 * generated from it.
 */
export function signedOutRefusal() {
  return errorResponse(
    'No bearer token, or an expired (`token_expired`) or invalid (`token_invalid`) one',
  );
}
