import { describe, expect, it } from 'vitest';
import { lusakaDate } from '../clock/lusaka-date';
import { addDays, daysBetween, oneYearFrom, readableDate } from './lusaka-date';

describe('Lusaka dates', () => {
  it('takes the calendar date in Lusaka, two hours ahead of UTC', () => {
    expect(lusakaDate(new Date('2026-11-23T21:59:00Z'))).toBe('2026-11-23');
    expect(lusakaDate(new Date('2026-11-23T22:00:00Z'))).toBe('2026-11-24');
  });

  it('counts days and moves dates across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(daysBetween('2026-11-23', '2026-12-23')).toBe(30);
    expect(daysBetween('2026-12-23', '2026-11-23')).toBe(-30);
  });

  it('covers a year to the day before the anniversary', () => {
    expect(oneYearFrom('2026-11-23')).toBe('2027-11-22');
    expect(oneYearFrom('2027-01-31')).toBe('2028-01-30');
    expect(oneYearFrom('2026-12-31')).toBe('2027-12-30');
    expect(oneYearFrom('2027-01-01')).toBe('2027-12-31');
  });

  it('covers a year from 29 February to 28 February, the day before the anniversary it lacks', () => {
    expect(oneYearFrom('2028-02-29')).toBe('2029-02-28');
    // The days around it keep the plain rule: the years join up with no day lost or twice paid.
    expect(oneYearFrom('2028-02-28')).toBe('2029-02-27');
    expect(oneYearFrom('2028-03-01')).toBe('2029-02-28');
    expect(oneYearFrom('2027-03-01')).toBe('2028-02-29');
    expect(oneYearFrom(addDays('2028-02-28', 1))).toBe('2029-02-28');
  });

  it('writes dates the one way people read them', () => {
    expect(readableDate('2026-11-23')).toBe('23 November 2026');
  });
});
