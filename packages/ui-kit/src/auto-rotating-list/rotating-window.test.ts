import { describe, expect, it } from 'vitest';
import { rotatingWindow } from './rotating-window';

describe('rotatingWindow', () => {
  it('shows consecutive items and wraps round the end', () => {
    expect(rotatingWindow(5, 0, 2)).toEqual([0, 1]);
    expect(rotatingWindow(5, 3, 2)).toEqual([3, 4]);
    expect(rotatingWindow(5, 4, 2)).toEqual([4, 0]);
    expect(rotatingWindow(5, 7, 2)).toEqual([2, 3]);
  });

  it('shows everything when there is no more than fits', () => {
    expect(rotatingWindow(2, 1, 2)).toEqual([0, 1]);
    expect(rotatingWindow(1, 0, 2)).toEqual([0]);
    expect(rotatingWindow(0, 0, 2)).toEqual([]);
  });
});
