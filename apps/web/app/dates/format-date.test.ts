import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatDayOrToday, formatMoment } from './format-date';

describe('formatDate', () => {
  it('shows a calendar date as day, month in words and year', () => {
    expect(formatDate('2026-11-23')).toBe('23 November 2026');
    expect(formatDate('2026-01-05')).toBe('5 January 2026');
  });

  it('shows a moment as the day it is in Lusaka', () => {
    expect(formatDate('2026-11-23T23:30:00Z')).toBe('24 November 2026');
    expect(formatDate(new Date('2026-11-23T21:59:00Z'))).toBe('23 November 2026');
  });

  it('writes a calendar date the one way people read it', () => {
    expect(formatDate('2027-11-22')).toBe('22 November 2027');
  });

  it('takes a moment’s date in Lusaka, not in UTC', () => {
    expect(formatDate('2026-11-23T22:30:00Z')).toBe('24 November 2026');
  });

  it('gives back what is not a date instead of "Invalid Date"', () => {
    expect(formatDate('to be announced')).toBe('to be announced');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('2026-13-45')).toBe('2026-13-45');
  });

  it('gives back a day the calendar does not have instead of the day after', () => {
    // 2026 is no leap year: `Date` rolls 29 February over to 1 March.
    expect(formatDate('2026-02-29')).toBe('2026-02-29');
    expect(formatDate('2026-04-31')).toBe('2026-04-31');
    expect(formatDate('2028-02-29')).toBe('29 February 2028');
  });
});

describe('formatDayOrToday', () => {
  it('says today on that day, the date on any other or with no today known', () => {
    expect(formatDayOrToday('2026-12-08', '2026-12-08')).toBe('today');
    expect(formatDayOrToday('2026-12-09', '2026-12-08')).toBe('9 December 2026');
    expect(formatDayOrToday('2026-12-08', undefined)).toBe('8 December 2026');
  });
});

describe('formatMoment', () => {
  it('writes an instant as its Lusaka date and time', () => {
    expect(formatMoment('2026-11-23T07:30:00.000Z')).toBe('23 November 2026, 09:30');
  });

  it('gives back what is not a date', () => {
    expect(formatMoment('soon')).toBe('soon');
  });
});

describe('formatDateRange', () => {
  it('shares the month and year of a span inside one month', () => {
    expect(formatDateRange('2026-03-03', '2026-03-05')).toBe('3 – 5 March 2026');
  });

  it('shares only the year across months', () => {
    expect(formatDateRange('2026-03-30', '2026-04-02')).toBe('30 March – 2 April 2026');
  });

  it('writes both dates in full across years, and one date for one day', () => {
    expect(formatDateRange('2026-12-30', '2027-01-02')).toBe('30 December 2026 – 2 January 2027');
    expect(formatDateRange('2026-03-03', '2026-03-03')).toBe('3 March 2026');
  });
});
