import { describe, expect, it } from 'vitest';
import { bigDuesChange, readDuesAmount } from './dues-amount';

describe('readDuesAmount', () => {
  it('reads Kwacha typed plainly or as the site writes them', () => {
    expect(readDuesAmount('350')).toEqual({ amount: 350 });
    expect(readDuesAmount(' K1,250.50 ')).toEqual({ amount: 1250.5 });
    expect(readDuesAmount('1,000')).toEqual({ amount: 1000 });
    expect(readDuesAmount('350.50')).toEqual({ amount: 350.5 });
  });

  it('refuses nothing, zero, words and more than the service accepts', () => {
    expect(readDuesAmount('')).toEqual({ problem: 'Enter the amount in Kwacha, such as 300' });
    expect(readDuesAmount('0')).toEqual({ problem: 'The subscription must be more than K0' });
    expect(readDuesAmount('-5')).toHaveProperty('problem');
    expect(readDuesAmount('three hundred')).toHaveProperty('problem');
    expect(readDuesAmount('5000.01')).toEqual({
      problem: 'The subscription can be at most K5,000 a year',
    });
    expect(readDuesAmount('5,000')).toEqual({ amount: 5_000 });
  });

  // Read as thousands, `350,50` saved K35,050 a year for Full Membership.
  it('refuses a decimal comma rather than read it as thousands', () => {
    expect(readDuesAmount('350,50')).toEqual({
      problem:
        'Use a point for ngwee, such as 350.50: a comma only separates thousands, as in 1,250',
    });
    expect(readDuesAmount('K350,5')).toEqual({
      problem:
        'Use a point for ngwee, such as 350.5: a comma only separates thousands, as in 1,250',
    });
    for (const typed of ['3,50,00', '1,0000', '12,50.50', ',300']) {
      expect(readDuesAmount(typed), typed).toEqual({
        problem: 'Write thousands with a comma every three digits, such as 1,250 or 1,250.50',
      });
    }
  });

  it('refuses fractions of a ngwee', () => {
    expect(readDuesAmount('300.125')).toEqual({
      problem: 'Use at most two decimals (ngwee), such as 350.50',
    });
  });
});

describe('bigDuesChange', () => {
  it('asks past double or half, not at them', () => {
    expect(bigDuesChange(300, 600)).toBeUndefined();
    expect(bigDuesChange(300, 600.01)).toBe('more than double');
    expect(bigDuesChange(300, 150)).toBeUndefined();
    expect(bigDuesChange(300, 149.99)).toBe('less than half');
    expect(bigDuesChange(300, 350)).toBeUndefined();
  });
});
