import { describe, expect, it } from 'vitest';
import { decodePageCursor, encodePageCursor } from './page-cursor';

const forged = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('decodePageCursor', () => {
  it('reads back the cursor the list gave', () => {
    const at = new Date('2026-12-06T10:15:30.123Z');
    expect(decodePageCursor(encodePageCursor(at, 42))).toEqual({ at: at.toISOString(), id: 42 });
  });

  // The database refuses these times with an error; the list answered 500 to a forged cursor.
  it.each([
    '2026-02-30T00:00:00.000Z',
    '2026-04-31T12:00:00.000Z',
    '2026-02-29T24:00:00.000Z',
    '0000-01-01T00:00:00.000Z',
  ])('refuses a cursor naming %s, a time that does not exist, with a 400', (at) => {
    expect(() => decodePageCursor(forged(`${at}|1`))).toThrow(
      expect.objectContaining({ status: 400, code: 'validation_failed' }),
    );
  });
});
