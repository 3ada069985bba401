import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment, lusakaInstant, lusakaToday, lusakaWallTime } from './lusaka-time';

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

  it('writes dates one way for people', () => {
    expect(formatDay('2026-11-23')).toBe('23 November 2026');
    expect(formatMoment('2026-11-23T07:30:00.000Z')).toBe('23 November 2026, 09:30');
    expect(formatDay('soon')).toBe('soon');
  });
});
