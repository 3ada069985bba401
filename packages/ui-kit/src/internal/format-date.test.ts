import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate (the cards’ dates)', () => {
  it('writes a calendar date as the day it names, and a moment as its day in Lusaka', () => {
    expect(formatDate('2028-02-29')).toBe('29 February 2028');
    // 23:30 on 31 December in UTC is already 1 January in Lusaka.
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('1 January 2027');
  });

  it('gives back a day the calendar does not have, not the next month’s day', () => {
    // A preview of a date typed where the browser has no date control; 2026 has no leap day.
    expect(formatDate('2026-02-29')).toBe('2026-02-29');
    expect(formatDate('2026-11-31')).toBe('2026-11-31');
  });

  it('writes a month or a year given alone as just that, never as its first day', () => {
    // An HTML `<time>` takes '2024-10' and '2024'; a news post published as "October 2024".
    expect(formatDate('2024-10')).toBe('October 2024');
    expect(formatDate('2024')).toBe('2024');
    expect(formatDate('2024-13')).toBe('2024-13');
  });
});
