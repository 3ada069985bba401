import { describe, expect, it } from 'vitest';
import { dateReadBack } from './date-read-back';

describe('dateReadBack', () => {
  it('reads a chosen date back with its weekday in the site’s format', () => {
    expect(dateReadBack('2027-12-01')).toBe('That is Wednesday 1 December 2027.');
    expect(dateReadBack('2027-01-12')).toBe('That is Tuesday 12 January 2027.');
  });

  it('says nothing of an empty or unfinished date', () => {
    expect(dateReadBack('')).toBeUndefined();
    expect(dateReadBack('2027-13-01')).toBeUndefined();
  });
});
