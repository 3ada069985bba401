import { describe, expect, it } from 'vitest';
import { lusakaInstant, lusakaToday, lusakaWallTime, lusakaYear } from './lusaka-time';

describe('Lusaka time', () => {
  it('turns a Lusaka date and time into the instant two hours earlier in UTC', () => {
    expect(lusakaInstant({ date: '2026-11-23', time: '09:30' })).toBe('2026-11-23T07:30:00.000Z');
    expect(lusakaInstant({ date: '2027-01-01', time: '01:00' })).toBe('2026-12-31T23:00:00.000Z');
  });

  it('reads an instant back as Lusaka wall time and date', () => {
    expect(lusakaWallTime(new Date('2026-12-31T23:00:00Z'))).toEqual({
      date: '2027-01-01',
      time: '01:00',
    });
    expect(lusakaToday(new Date('2026-11-23T22:30:00Z'))).toBe('2026-11-24');
  });
});

describe('dates in Zambia', () => {
  it("takes today's date from Lusaka's clock, two hours ahead of UTC", () => {
    expect(lusakaToday(new Date('2026-11-22T21:59:00Z'))).toBe('2026-11-22');
    expect(lusakaToday(new Date('2026-11-22T22:00:00Z'))).toBe('2026-11-23');
  });

  it('turns the year at midnight in Lusaka, not in London', () => {
    expect(lusakaYear(new Date('2026-12-31T21:59:59Z'))).toBe(2026);
    expect(lusakaYear(new Date('2026-12-31T22:00:00Z'))).toBe(2027);
  });
});
