import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { ApiError } from '../http/api-error';
import { multipartBoundary } from '../http/multipart-boundary';
import { partIsFile } from './multipart-part-is-file';

/** Bounds on the parts of one multipart form, checked before the form is parsed. */
export interface MultipartLimits {
  /** Parts of any kind, files and fields together. */
  maxParts: number;
  /** Parts that are fields (no `filename`). */
  maxFields: number;
  /** Bytes of one field's value. */
  maxFieldBytes: number;
  /** Bytes of one part's headers. */
  maxPartHeaderBytes: number;
  /** What the form carries, for the messages: e.g. `the image in "file"`. */
  expected: string;
}

const CRLF_CRLF = Buffer.from('\r\n\r\n');

/**
 * Why a multipart body breaks `limits`, as [error code, message], or undefined when it keeps
 * them. Only the delimiters and part headers are read (Buffer.indexOf, no copy), stopping at the
 * first part over a limit, so a body of thousands of tiny parts costs one scan and no parsing.
 */
export function multipartLimitBreach(
  body: Buffer,
  boundary: string,
  limits: MultipartLimits,
): [code: string, message: string] | undefined {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The first delimiter may open the body without a line break before it.
  const first = body.indexOf(delimiter.subarray(2));
  if (first < 0) return ['invalid_upload', 'The multipart form has no part'];
  let afterDelimiter = first + delimiter.length - 2;
  let parts = 0;
  let fields = 0;
  for (;;) {
    // `--` after a delimiter closes the form.
    if (body[afterDelimiter] === 0x2d && body[afterDelimiter + 1] === 0x2d) return undefined;
    parts += 1;
    if (parts > limits.maxParts) {
      return [
        'too_many_parts',
        `An upload has at most ${limits.maxParts} parts: ${limits.expected} and at most ` +
          `${limits.maxFields} short fields`,
      ];
    }
    const headersEnd = body.indexOf(CRLF_CRLF, afterDelimiter);
    if (headersEnd < 0) return ['invalid_upload', 'A part of the multipart form is cut off'];
    if (headersEnd - afterDelimiter > limits.maxPartHeaderBytes) {
      return [
        'field_too_large',
        `A part's headers may take ${limits.maxPartHeaderBytes} bytes at most`,
      ];
    }
    const headers = body.toString('latin1', afterDelimiter, headersEnd);
    const next = body.indexOf(delimiter, headersEnd);
    if (next < 0) return ['invalid_upload', 'The multipart form is cut off before its end'];
    if (!partIsFile(headers)) {
      fields += 1;
      if (fields > limits.maxFields) {
        return [
          'too_many_parts',
          `An upload has at most ${limits.maxFields} fields besides ${limits.expected}`,
        ];
      }
      if (next - (headersEnd + CRLF_CRLF.length) > limits.maxFieldBytes) {
        return [
          'field_too_large',
          `A form field may hold ${limits.maxFieldBytes} bytes at most; send ${limits.expected} ` +
            'as a file part (with a filename)',
        ];
      }
    }
    afterDelimiter = next + delimiter.length;
  }
}

/**
 * Refuses, before the form is parsed, a body that is not `multipart/form-data` (415) or that
 * breaks `limits` (413 `too_many_parts` or `field_too_large`, as the application forms answer;
 * 400 for a form with no boundary or cut off): the parser behind `c.req.valid('form')` takes any
 * number of parts, so a hostile or broken client could send thousands of tiny ones. Reads the
 * body once (its size is bounded by a `bodyLimit` before this); the form parser then reuses the
 * same bytes.
 * @throws {ApiError} 400 `invalid_upload` or 413; {HTTPException} 415 for another type.
 */
export function limitMultipartParts(limits: MultipartLimits) {
  return createMiddleware(async (c, next) => {
    const contentType = c.req.header('content-type') ?? '';
    // Hono's own 415, so the answer says what every address says of a body of the wrong type.
    if (!/^multipart\/form-data\s*(;|$)/i.test(contentType)) throw new HTTPException(415);
    const boundary = multipartBoundary(contentType);
    if (!boundary || boundary.length > 70) {
      throw new ApiError(400, 'invalid_upload', 'The multipart form names no boundary');
    }
    const body = Buffer.from(await c.req.arrayBuffer());
    const breach = multipartLimitBreach(body, boundary, limits);
    if (breach)
      throw new ApiError(breach[0] === 'invalid_upload' ? 400 : 413, breach[0], breach[1]);
    await next();
  });
}
