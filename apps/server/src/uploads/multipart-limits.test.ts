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
