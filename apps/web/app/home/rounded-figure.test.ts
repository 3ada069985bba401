import { describe, expect, it } from 'vitest';
import { roundedFigure } from './rounded-figure';

describe('roundedFigure', () => {
  it('shows a small count exactly', () => {
    expect(roundedFigure(0)).toBe('0');
    expect(roundedFigure(7)).toBe('7');
    expect(roundedFigure(99)).toBe('99');
  });

  it('rounds a larger count down to its first two digits and says so with a plus', () => {
    expect(roundedFigure(100)).toBe('100');
    expect(roundedFigure(812)).toBe('810+');
    expect(roundedFigure(1250)).toBe('1,200+');
    expect(roundedFigure(1200)).toBe('1,200');
    expect(roundedFigure(1299)).toBe('1,200+');
    expect(roundedFigure(23_456)).toBe('23,000+');
  });

  it('never shows more than the count', () => {
    for (const value of [100, 101, 999, 1000, 1001, 9999, 10_000, 123_456]) {
      expect(Number(roundedFigure(value).replace(/[,+]/g, ''))).toBeLessThanOrEqual(value);
    }
  });
});
