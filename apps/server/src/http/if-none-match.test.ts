import { describe, expect, it } from 'vitest';
import { ifNoneMatchHolds } from './if-none-match';

describe('ifNoneMatchHolds', () => {
  it('matches a tag the header names, weak or strong, among others, and *', () => {
    expect(ifNoneMatchHolds('"a", "b"', '"b"')).toBe(true);
    expect(ifNoneMatchHolds('W/"b"', '"b"')).toBe(true);
    expect(ifNoneMatchHolds('"b"', 'W/"b"')).toBe(true);
    expect(ifNoneMatchHolds('*', '"b"')).toBe(true);
  });

  it('does not match another tag, or no header', () => {
    expect(ifNoneMatchHolds('"a"', '"b"')).toBe(false);
    expect(ifNoneMatchHolds(undefined, '"b"')).toBe(false);
    expect(ifNoneMatchHolds('', '"b"')).toBe(false);
  });
});
