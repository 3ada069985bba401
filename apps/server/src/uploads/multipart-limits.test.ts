import { describe, expect, it } from 'vitest';
import { type MultipartLimits, multipartLimitBreach } from './multipart-limits';

const LIMITS: MultipartLimits = {
  maxParts: 3,
  maxFields: 2,
  maxFieldBytes: 8,
  maxPartHeaderBytes: 120,
  expected: 'the image in "file"',
};

const FILE_PART = 'Content-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG';
const field = (value: string) => `Content-Disposition: form-data; name="note"\r\n\r\n${value}`;

/** A multipart body of `parts` (headers and value), with `preamble` before the first delimiter. */
function body(parts: string[], preamble = ''): Buffer {
  const opened = parts.map((part) => `--b0undary\r\n${part}\r\n`).join('');
  return Buffer.from(`${preamble}${opened}--b0undary--\r\n`, 'latin1');
}

const breach = (bytes: Buffer) => multipartLimitBreach(bytes, 'b0undary', LIMITS)?.[0];

describe('multipartLimitBreach', () => {
  it('passes a form within every limit, with or without a preamble', () => {
    expect(breach(body([FILE_PART, field('12345678')]))).toBeUndefined();
    expect(breach(body([FILE_PART], 'ignored preamble\r\n'))).toBeUndefined();
  });

  it('counts parts and fields, files and fields together', () => {
    expect(breach(body([FILE_PART, FILE_PART, FILE_PART, FILE_PART]))).toBe('too_many_parts');
    expect(breach(body([field('a'), field('b'), field('c')]))).toBe('too_many_parts');
  });

  it('measures a field, never a file, against the field size', () => {
    expect(breach(body([field('123456789')]))).toBe('field_too_large');
    const bigFile = FILE_PART + 'x'.repeat(1_000);
    expect(breach(body([bigFile]))).toBeUndefined();
  });

  // The parser (undici) makes a part a file only by a `filename` or `filename*` attribute of its
  // last Content-Disposition header. Found anywhere else in the headers, such as another header,
  // the field's quoted name, or a Content-Disposition the parser then reads over, a `; filename=`
  // once let a field of the whole body through: 15 MB of 0xFF bytes decoded to U+FFFD and
  // validated held the thread for a second, where the same field refused took a tenth of that.
  it.each([
    ['another header', 'Content-Disposition: form-data; name="note"\r\nX-Note: ; filename=a.png'],
    ['the quoted name', 'Content-Disposition: form-data; name="note; filename=a.png"'],
    [
      'a Content-Disposition read over by a later one',
      'Content-Disposition: form-data; name="note"; filename="a.png"\r\n' +
        'Content-Disposition: form-data; name="note"',
    ],
  ])('measures a field whose %s says filename=', (_, headers) => {
    expect(breach(body([`${headers}\r\n\r\n123456789`]))).toBe('field_too_large');
  });

  it.each([
    ['filename*', 'Content-Disposition: form-data; name="file"; filename*=utf-8\'\'a.png'],
    ['FILENAME in capitals', 'content-disposition: form-data; NAME="file"; FILENAME="a.png"'],
    ['no semicolon before it', 'Content-Disposition: form-data; name="file" filename="a.png"'],
    ['an empty file name', 'Content-Disposition: form-data; name="file"; filename=""'],
    ['an unquoted file name', 'Content-Disposition: form-data; name=file; filename=a.png'],
  ])('takes a part as a file, as the parser does, with %s', async (_, headers) => {
    const part = `${headers}\r\n\r\n${'x'.repeat(1_000)}`;
    expect(breach(body([part]))).toBeUndefined();
    const form = await new Response(new Uint8Array(body([part])), {
      headers: { 'content-type': 'multipart/form-data; boundary=b0undary' },
    }).formData();
    expect([...form.values()][0]).toBeInstanceOf(File);
  });

  it("measures a part's headers", () => {
    const padded = `X-Padding: ${'p'.repeat(LIMITS.maxPartHeaderBytes)}\r\n${FILE_PART}`;
    expect(breach(body([padded]))).toBe('field_too_large');
  });

  it('calls a form with no delimiter, or cut off, invalid', () => {
    expect(breach(Buffer.from('no parts at all'))).toBe('invalid_upload');
    const whole = body([FILE_PART]);
    expect(breach(whole.subarray(0, whole.length - 14))).toBe('invalid_upload');
    expect(breach(Buffer.from('--b0undary\r\nContent-Disposition: form-data'))).toBe(
      'invalid_upload',
    );
  });
});
