import { MIMEType } from 'node:util';

/** Where the quoted string that opens at `start` ends: past its closing quote, or the end. */
function endOfQuotedString(input: string, start: number): number {
  let position = start + 1;
  while (position < input.length) {
    const char = input[position];
    position += char === '\\' ? 2 : 1;
    if (char === '"') return position;
  }
  return input.length;
}

/**
 * A header's values as fetch splits them ("getting, decoding, and splitting"): at each comma
 * outside a quoted string, each value trimmed of spaces and tabs. Two Content-Type headers reach
 * the parser joined by a comma, so they are two values too.
 */
function headerValues(input: string): string[] {
  const values: string[] = [];
  let value = '';
  let position = 0;
  while (position < input.length) {
    const stop = input.slice(position).search(/[",]/);
    const end = stop < 0 ? input.length : position + stop;
    value += input.slice(position, end);
    position = end;
    if (position < input.length) {
      if (input[position] === '"') {
        const close = endOfQuotedString(input, position);
        value += input.slice(position, close);
        position = close;
        if (position < input.length) continue;
      } else {
        position += 1;
      }
    }
    values.push(value.replace(/^[\t ]+|[\t ]+$/g, ''));
    value = '';
  }
  return values;
}

/**
 * The boundary of a `multipart/form-data` content type as the form parser reads it, or undefined
 * for another type or one with no boundary. `Request.formData()` (undici) takes the type as fetch
 * extracts it: the header split at commas outside quotes, the last value that parses as a MIME
 * type (and is not `*\/*`) wins, each read by the WHATWG MIME rules as `util.MIMEType` reads
 * them: the first `boundary` parameter, a quoted value with its escapes undone (`"a\"b"` is
 * `a"b`), a `;` inside quotes kept. A count of parts made with any other reading of the header
 * (`boundary=AAA, multipart/form-data; boundary=BBB` is BBB to the parser) would look for a
 * delimiter the body need not contain, and let every part through to the parser uncounted.
 */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  let type: MIMEType | undefined;
  for (const value of headerValues(contentType ?? '')) {
    try {
      const parsed = new MIMEType(value);
      if (parsed.essence !== '*/*') type = parsed;
    } catch {
      // Not a MIME type: the parser passes over it too.
    }
  }
  if (type?.essence !== 'multipart/form-data') return undefined;
  return type.params.get('boundary') || undefined;
}
