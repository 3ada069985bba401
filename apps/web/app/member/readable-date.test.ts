import { describe, expect, it } from 'vitest';
import { readableDate, readableMoment } from './readable-date';

describe('readable dates', () => {
  it('writes a calendar date the one way people read it', () => {
    expect(readableDate('2027-11-22')).toBe('22 November 2027');
  });

  it('takes a moment’s date in Lusaka, not in UTC', () => {
    expect(readableMoment('2026-11-23T22:30:00Z')).toBe('24 November 2026');
  });
});
