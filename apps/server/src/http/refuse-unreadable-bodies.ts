import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';

// A media type the JSON validator reads as JSON: application/json, or a structured +json type.
const JSON_TYPE = /^\s*application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
// UTF-8's name and the label the Encoding Standard also reads as it.
const UTF_8 = new Set(['utf-8', 'utf8']);

/** Options for {@link refuseUnreadableBodies}. */
export interface UnreadableBodyOptions {
  /**
   * Paths whose route never reads its body (a payment provider's callback), left alone whatever
   * the body's encoding: refusing them would refuse the announcement, not a body.
   */
  bodyIgnoredAt?: (path: string) => boolean;
}

/**
 * Refuses with 415 `unsupported_media_type`, before any route reads it, a body the API would
 * misread: a compressed one (any `Content-Encoding` but `identity`), which no route inflates, so
 * gzipped JSON was answered "Malformed JSON" and a gzipped form "could not be read"; and JSON in a
 * charset other than UTF-8 (the name read case-insensitively; none is UTF-8), which every reader
 * decodes as UTF-8, so a UTF-16 body was misread rather than refused. The refusal has the shape of
 * every other 415 (`{error, message}`), naming what to send instead.
 *
 * @example app.use('/api/*', refuseUnreadableBodies({ bodyIgnoredAt: isPaymentCallback }))
 */
export function refuseUnreadableBodies(
  options: UnreadableBodyOptions = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const hasBody = c.req.raw.body !== null && c.req.header('content-length')?.trim() !== '0';
    if (!hasBody || options.bodyIgnoredAt?.(c.req.path)) return next();
    const encodings = (c.req.header('content-encoding') ?? '')
      .split(',')
      .map((coding) => coding.trim().toLowerCase())
      .filter((coding) => coding !== '' && coding !== 'identity');
    if (encodings.length > 0) {
      throw new ApiError(
        415,
        'unsupported_media_type',
        `The body must not be compressed (Content-Encoding: ${encodings.join(', ')}): send it as it is, with no Content-Encoding`,
      );
    }
    const type = c.req.header('content-type') ?? '';
    if (JSON_TYPE.test(type)) {
      const charset = charsetsOf(type).find((named) => !UTF_8.has(named));
      if (charset !== undefined) {
        throw new ApiError(
          415,
          'unsupported_media_type',
          `Send JSON in UTF-8 (Content-Type: application/json, with no charset or charset=utf-8), not ${charset}`,
        );
      }
    }
    return next();
  };
}

// The charsets a media type names, lower-cased and unquoted (a type may name more than one).
function charsetsOf(type: string): string[] {
  return type
    .split(';')
    .slice(1)
    .map((parameter) => parameter.split('='))
    .filter(([name]) => name?.trim().toLowerCase() === 'charset')
    .map(([, value = '']) =>
      value
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase(),
    );
}
