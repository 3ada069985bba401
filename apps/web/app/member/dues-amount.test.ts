import { describe, expect, it } from 'vitest';
import { readDuesAmount } from './dues-amount';

describe('readDuesAmount', () => {
  it('reads Kwacha typed plainly or as the site writes them', () => {
    expect(readDuesAmount('350')).toEqual({ amount: 350 });
    expect(readDuesAmount(' K1,250.50 ')).toEqual({ amount: 1250.5 });
  });

  it('refuses nothing, zero, words and more than the service accepts', () => {
    expect(readDuesAmount('')).toEqual({ problem: 'Enter the amount in Kwacha, such as 300' });
    expect(readDuesAmount('0')).toEqual({ problem: 'The subscription must be more than K0' });
    expect(readDuesAmount('-5')).toHaveProperty('problem');
    expect(readDuesAmount('three hundred')).toHaveProperty('problem');
    expect(readDuesAmount('100000.01')).toEqual({
      problem: 'The subscription can be at most K100,000',
    });
    expect(readDuesAmount('100000')).toEqual({ amount: 100_000 });
  });

  it('refuses fractions of a ngwee', () => {
    expect(readDuesAmount('300.125')).toEqual({
      problem: 'Use at most two decimals (ngwee), such as 350.50',
    });
  });
});
