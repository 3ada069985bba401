import type { Context } from 'hono';
import { ApiError } from '../http/api-error';
import { MAX_JSON_BODY_BYTES } from '../http/json-body-size';
import { multipartBoundary } from '../http/multipart-boundary';

/** A request's fields and files, from a JSON body or a multipart form. */
export interface SubmittedForm {
  /** Text fields (JSON values as they came). */
  fields: Record<string, unknown>;
  /** Files by field name (multipart only). */
  files: Record<string, File>;
}

/**
 * The most parts a form may have. The largest form read here, an application, has 13 fields and
 * 3 documents; the rest is room for fields a client adds. The documents' body limit (15 MB) let a
 * form of 250 000 one-letter parts through, whose parsing held the server's one thread for over a
 * second, from anyone, before a field was checked or the attempt counted.
 */
export const MAX_FORM_PARTS = 40;

/**
 * Reads a JSON object or a multipart form; anything else, or a body that does not parse, is a 400.
 * A field sent twice keeps its first value. The documents' body limit is for files: a JSON body
 * carries none, so it is held to the JSON limit, and a form to {@link MAX_FORM_PARTS} parts (413).
 */
export async function readForm(c: Context): Promise<SubmittedForm> {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('application/json')) {
    const bytes = await c.req.arrayBuffer();
    if (bytes.byteLength > MAX_JSON_BODY_BYTES) {
      throw new ApiError(413, 'payload_too_large', 'The request body is too large');
    }
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      throw new ApiError(400, 'invalid_json', 'The body is not valid JSON');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ApiError(400, 'invalid_json', 'The body must be a JSON object');
    }
    return { fields: body as Record<string, unknown>, files: {} };
  }
  if (type.startsWith('multipart/form-data')) {
    const bytes = Buffer.from(await c.req.arrayBuffer());
    // Counted by the boundary the parser will use: with none, the parser reads nothing either.
    const delimiter = multipartBoundary(type);
    if (!delimiter) throw new ApiError(400, 'invalid_form', 'The multipart form names no boundary');
    if (countParts(bytes, delimiter) > MAX_FORM_PARTS) {
      throw new ApiError(
        413,
        'too_many_parts',
        `The form has more than ${MAX_FORM_PARTS} fields and files`,
      );
    }
    let parsed: FormData;
    try {
      parsed = await new Response(bytes, { headers: { 'content-type': type } }).formData();
    } catch {
      throw new ApiError(400, 'invalid_form', 'The multipart form could not be read');
    }
    // No prototype: a part named `__proto__` is a field like any other.
    const fields: Record<string, unknown> = Object.create(null);
    const files: Record<string, File> = Object.create(null);
    for (const [name, value] of parsed) {
      if (name in fields || name in files) continue;
      if (value instanceof File) files[name] = value;
      else fields[name] = value;
    }
    return { fields, files };
  }
  throw new ApiError(415, 'unsupported_media_type', 'Send JSON or a multipart form');
}

/**
 * How many parts a multipart body has, counted up to one past the limit by its delimiter lines
 * (a native search, far cheaper than parsing): every part starts with one, and the end has one.
 */
function countParts(body: Buffer, boundary: string): number {
  const delimiter = Buffer.from(`--${boundary}`);
  let count = 0;
  let at = body.indexOf(delimiter);
  while (at !== -1 && count <= MAX_FORM_PARTS + 1) {
    count += 1;
    at = body.indexOf(delimiter, at + delimiter.length);
  }
  return count - 1;
}
