import { describe, expect, it } from 'vitest';
import { mobileNumberProblem } from './mobile-money-network';

describe('mobileNumberProblem', () => {
  it('accepts a number of the chosen network in the forms members type', () => {
    expect(mobileNumberProblem('0961234567', 'MTN')).toBeUndefined();
    expect(mobileNumberProblem('+260 77 123 4567', 'AIRTEL')).toBeUndefined();
    expect(mobileNumberProblem('951234567', 'ZAMTEL')).toBeUndefined();
  });

  it('names a number of another network and one that is no mobile number', () => {
    expect(mobileNumberProblem('0971234567', 'MTN')).toBe(
      'This is not an MTN MoMo number (they start with 096 or 076)',
    );
    expect(mobileNumberProblem('0961234567', 'ZAMTEL')).toBe(
      'This is not a Zamtel Kwacha number (they start with 095 or 075)',
    );
    expect(mobileNumberProblem('12345', 'MTN')).toBe(
      'Enter a Zambian mobile number such as 0961234567',
    );
  });
});
