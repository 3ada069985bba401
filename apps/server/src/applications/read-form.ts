import type { Context } from 'hono';
import { ApiError } from '../http/api-error';
import { MAX_JSON_BODY_BYTES } from '../http/json-body-size';
import { multipartBoundary } from '../http/multipart-boundary';
import { type MultipartLimits, multipartLimitBreach } from '../uploads/multipart-limits';

/** A request's fields and files, from a JSON body or a multipart form. */
export interface SubmittedForm {
  /** Text fields (JSON values as they came). */
  fields: Record<string, unknown>;
  /** Files by field name (multipart only). */
  files: Record<string, File>;
}

/**
 * The most parts a form may have. The largest form read here, an application, has 19 fields and
 * 3 documents; the rest is room for fields a client adds. The documents' body limit (15 MB) let a
 * form of 250 000 one-letter parts through, whose parsing held the server's one thread for over a
 * second, from anyone, before a field was checked or the attempt counted.
 */
export const MAX_FORM_PARTS = 40;

/**
 * What else a form's parts may hold before it is parsed. The parser takes a part's headers line
 * by line: a million header lines in one part held the server's thread for three seconds, and a
 * field of 15 MB is decoded whole, though no field of ours is longer than a 1 024-character
 * password. A document's part needs a few hundred bytes of headers, its name included.
 */
const FORM_LIMITS: MultipartLimits = {
  maxParts: MAX_FORM_PARTS,
  maxFields: MAX_FORM_PARTS,
  maxFieldBytes: 8 * 1024,
  maxPartHeaderBytes: 2 * 1024,
  expected: 'the documents',
};

/**
 * The 413s {@link readForm} answers a multipart form with before parsing it, in the words of the
 * OpenAPI document, for every operation that reads its form here (an application, its documents,
 * the member's photo) to name beside its own `payload_too_large`.
 */
export const FORM_LIMIT_REFUSALS =
  `more than ${FORM_LIMITS.maxParts} fields and files (\`too_many_parts\`); a field over ` +
  `${FORM_LIMITS.maxFieldBytes / 1024} KB, or a part's headers over ` +
  `${FORM_LIMITS.maxPartHeaderBytes / 1024} KB (\`field_too_large\`)`;

/**
 * Reads a JSON object or a multipart form; anything else, or a body that does not parse, is a 400.
 * A field sent twice keeps its first value. The documents' body limit is for files: a JSON body
 * carries none, so it is held to the JSON limit, and a form to {@link MAX_FORM_PARTS} parts and
 * short part headers and fields (413).
 */
export async function readForm(c: Context): Promise<SubmittedForm> {
  const type = c.req.header('content-type') ?? '';
  // A media type's name is case-insensitive (RFC 9110, 8.3.1), as the parsers read it.
  const named = type.toLowerCase();
  if (named.startsWith('application/json')) {
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
  if (named.startsWith('multipart/form-data')) {
    const bytes = Buffer.from(await c.req.arrayBuffer());
    // Counted by the boundary the parser will use: with none, the parser reads nothing either.
    const delimiter = multipartBoundary(type);
    if (!delimiter) throw new ApiError(400, 'invalid_form', 'The multipart form names no boundary');
    const breach = multipartLimitBreach(bytes, delimiter, FORM_LIMITS);
    if (breach?.[0] === 'too_many_parts') {
      throw new ApiError(
        413,
        'too_many_parts',
        `The form has more than ${MAX_FORM_PARTS} fields and files`,
      );
    }
    if (breach?.[0] === 'field_too_large') throw new ApiError(413, breach[0], breach[1]);
    if (breach) throw new ApiError(400, 'invalid_form', 'The multipart form could not be read');
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
