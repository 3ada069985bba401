import { describe, expect, it } from 'vitest';
import { lusakaDate, lusakaYear } from './lusaka-date';

describe('dates in Zambia', () => {
  it("takes today's date from Lusaka's clock, two hours ahead of UTC", () => {
    expect(lusakaDate(new Date('2026-11-22T21:59:00Z'))).toBe('2026-11-22');
    expect(lusakaDate(new Date('2026-11-22T22:00:00Z'))).toBe('2026-11-23');
  });

  it('turns the year at midnight in Lusaka, not in London', () => {
    expect(lusakaYear(new Date('2026-12-31T21:59:59Z'))).toBe(2026);
    expect(lusakaYear(new Date('2026-12-31T22:00:00Z'))).toBe(2027);
  });
});
