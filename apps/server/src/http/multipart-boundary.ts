import { MIMEType } from 'node:util';

/**
 * The boundary of a `multipart/form-data` content type as the form parser reads it, or undefined
 * for another type or one with no boundary. `Request.formData()` (undici) reads the header by the
 * WHATWG MIME rules, as `util.MIMEType` does: the first `boundary` parameter, a quoted value with
 * its escapes undone (`"a\"b"` is `a"b`), a `;` inside quotes kept. A count of parts made with
 * any other reading of the header would look for a delimiter the body need not contain, and let
 * every part through to the parser uncounted.
 */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  let type: MIMEType;
  try {
    type = new MIMEType(contentType ?? '');
  } catch {
    return undefined;
  }
  if (type.essence !== 'multipart/form-data') return undefined;
  return type.params.get('boundary') || undefined;
}
