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

  it('reads back no other day for one the calendar does not have', () => {
    // A browser without a date control takes 2026-02-29 as typed; 2026 has no leap day.
    expect(dateReadBack('2026-02-29')).toBeUndefined();
    expect(dateReadBack('2028-02-29')).toBe('That is Tuesday 29 February 2028.');
  });
});
