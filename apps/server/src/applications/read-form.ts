import type { Context } from 'hono';
import { ApiError } from '../http/api-error';

/** A request's fields and files, from a JSON body or a multipart form. */
export interface SubmittedForm {
  /** Text fields (JSON values as they came). */
  fields: Record<string, unknown>;
  /** Files by field name (multipart only). */
  files: Record<string, File>;
}

/**
 * Reads a JSON object or a multipart form; anything else, or a body that does not parse, is a 400.
 * A field sent twice keeps its first value.
 */
export async function readForm(c: Context): Promise<SubmittedForm> {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('application/json')) {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new ApiError(400, 'invalid_json', 'The body is not valid JSON');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ApiError(400, 'invalid_json', 'The body must be a JSON object');
    }
    return { fields: body as Record<string, unknown>, files: {} };
  }
  if (type.startsWith('multipart/form-data')) {
    let parsed: Record<string, string | File | (string | File)[]>;
    try {
      parsed = await c.req.parseBody({ all: true });
    } catch {
      throw new ApiError(400, 'invalid_form', 'The multipart form could not be read');
    }
    const fields: Record<string, unknown> = {};
    const files: Record<string, File> = {};
    for (const [name, value] of Object.entries(parsed)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (first instanceof File) files[name] = first;
      else if (first !== undefined) fields[name] = first;
    }
    return { fields, files };
  }
  throw new ApiError(415, 'unsupported_media_type', 'Send JSON or a multipart form');
}
