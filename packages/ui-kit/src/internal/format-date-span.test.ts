import { describe, expect, it } from 'vitest';
import { formatDateSpan } from './format-date-span';

describe('formatDateSpan (an event over several days)', () => {
  it('says once what the first and the last day share', () => {
    expect(formatDateSpan('2026-03-03', '2026-03-05')).toEqual({ from: '3', to: '5 March 2026' });
    expect(formatDateSpan('2026-03-30', '2026-04-02')).toEqual({
      from: '30 March',
      to: '2 April 2026',
    });
    expect(formatDateSpan('2026-12-30', '2027-01-02')).toEqual({
      from: '30 December 2026',
      to: '2 January 2027',
    });
  });

  it("reads date-times on Zambia's calendar", () => {
    // 23:30 UTC on 2 March is 01:30 on 3 March in Lusaka: the same day as the end.
    expect(formatDateSpan('2026-03-02T23:30:00Z', '2026-03-03')).toBeUndefined();
    expect(formatDateSpan('2026-03-01T23:30:00Z', '2026-03-03')).toEqual({
      from: '2',
      to: '3 March 2026',
    });
  });

  it('is no span for one day, or where an end is not a date', () => {
    expect(formatDateSpan('2026-03-03', '2026-03-03')).toBeUndefined();
    expect(formatDateSpan('2026-03-03', '2026-02-30')).toBeUndefined();
    expect(formatDateSpan('soon', '2026-03-05')).toBeUndefined();
  });
});
