import { ApiError } from '../errors/api-error';
import { ConflictError } from '../errors/conflict-error';
import { firstTextField } from './first-text-field';
import type { FailureMessages } from './messages';
import { readBody } from './read-body';

/** Where an error body may carry its message, in the contract's order. */
const MESSAGE_FIELDS = ['message', 'error_message', 'trace', 'error'] as const;

/** Builds the typed error for an answer that was not a success. */
export async function errorFromResponse(
  response: Response,
  messages: FailureMessages,
): Promise<ApiError> {
  let body: unknown;
  try {
    body = await readBody(response);
  } catch {
    body = undefined;
  }
  const message =
    messages.byStatus?.[response.status] ??
    firstTextField(body, MESSAGE_FIELDS) ??
    messages.fallback;
  const details = { body, headers: response.headers };
  return response.status === 409
    ? new ConflictError(message, details)
    : new ApiError(response.status, message, details);
}
