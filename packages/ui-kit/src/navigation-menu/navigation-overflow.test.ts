import { describe, expect, it } from 'vitest';
import { navigationOverflow } from './navigation-overflow';

describe('navigationOverflow', () => {
  it('shows every entry when they all fit, without room for More', () => {
    expect(navigationOverflow([100, 100, 100], 316, 60, 8)).toBe(3);
  });

  it('keeps as many leading entries as fit beside the More button', () => {
    expect(navigationOverflow([100, 100, 100], 315, 60, 8)).toBe(2);
    expect(navigationOverflow([100, 100, 100], 276, 60, 8)).toBe(2);
    expect(navigationOverflow([100, 100, 100], 275, 60, 8)).toBe(1);
  });

  it('moves everything into More when not even one entry fits', () => {
    expect(navigationOverflow([100, 100], 120, 60, 8)).toBe(0);
  });

  it('handles an empty menu', () => {
    expect(navigationOverflow([], 0, 60, 8)).toBe(0);
  });
});
