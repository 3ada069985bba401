import { describe, expect, it } from 'vitest';
import { lusakaDate, lusakaWallClock } from './lusaka-date';

describe('lusakaDate', () => {
  it('turns the date at midnight in Lusaka (UTC+2), not at midnight UTC', () => {
    expect(lusakaDate(new Date('2026-11-23T21:59:59Z'))).toBe('2026-11-23');
    expect(lusakaDate(new Date('2026-11-23T22:00:00Z'))).toBe('2026-11-24');
  });
});

describe('lusakaWallClock', () => {
  it('reads the clock in Lusaka, midnight as 00 (not 24) on the new day', () => {
    expect(lusakaWallClock(new Date('2026-12-05T15:01:00Z'))).toBe('2026-12-05 17:01:00');
    expect(lusakaWallClock(new Date('2026-12-05T22:00:00Z'))).toBe('2026-12-06 00:00:00');
  });
});
