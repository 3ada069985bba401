import { describe, expect, it } from 'vitest';
import { lusakaDate } from './lusaka-date';

describe('lusakaDate', () => {
  it('turns the date at midnight in Lusaka (UTC+2), not at midnight UTC', () => {
    expect(lusakaDate(new Date('2026-11-23T21:59:59Z'))).toBe('2026-11-23');
    expect(lusakaDate(new Date('2026-11-23T22:00:00Z'))).toBe('2026-11-24');
  });
});
