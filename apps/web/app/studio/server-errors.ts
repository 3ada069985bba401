import { ApiError } from '@coaz/api-client';
import type { FieldErrors, FieldSpec } from './field-spec';

/**
 * Puts a 400 answer's message beside the field it names. The server says which field failed as
 * `field` in the body or as the message's `path: ` prefix (`picture.alt: Required`); a message
 * naming no field of the form stays under `form`.
 */
export function fieldErrorsFromServer(fields: readonly FieldSpec[], error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as Record<
    string,
    unknown
  >;
  const prefix = /^([A-Za-z][\w.]*):\s*(.+)$/s.exec(error.message);
  const path = typeof body.field === 'string' ? body.field : prefix?.[1];
  const message = prefix && !(typeof body.field === 'string') ? prefix[2] : error.message;
  const name = path?.split('.')[0];
  const field = fields.find((candidate) => candidate.name === name);
  if (!field || !message) return { form: error.message };
  const text = message.trim();
  return { [field.name]: `${field.label}: ${text.charAt(0).toLowerCase()}${text.slice(1)}` };
}
