import { ApiError } from '../errors/api-error';
import { ConflictError } from '../errors/conflict-error';
import type { FailureMessages } from './messages';
import { readBody } from './read-body';

const MESSAGE_FIELDS = ['message', 'error_message', 'trace', 'error'] as const;

/** The first non-blank message field of an error body, in the contract's order. */
export function messageFromBody(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  for (const field of MESSAGE_FIELDS) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

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
    messages.byStatus?.[response.status] ?? messageFromBody(body) ?? messages.fallback;
  const details = { body, headers: response.headers };
  return response.status === 409
    ? new ConflictError(message, details)
    : new ApiError(response.status, message, details);
}
