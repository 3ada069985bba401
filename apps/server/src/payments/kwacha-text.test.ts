import { describe, expect, it } from 'vitest';
import { kwachaText } from './kwacha-text';

describe('kwachaText', () => {
  it('writes ngwee as Kwacha with two decimals and thousands grouped', () => {
    expect(kwachaText(30_000)).toBe('K300.00');
    expect(kwachaText(125_050)).toBe('K1,250.50');
    expect(kwachaText(10_000_000)).toBe('K100,000.00');
    expect(kwachaText(5)).toBe('K0.05');
  });
});
