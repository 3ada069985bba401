import { describe, expect, it } from 'vitest';
import { mobileMoneyNetworkOf, mobileNumberProblem } from './mobile-money-network';

describe('mobileNumberProblem', () => {
  it('accepts a number of the chosen network in the forms members type', () => {
    expect(mobileNumberProblem('0961234567', 'MTN')).toBeUndefined();
    expect(mobileNumberProblem('+260 77 123 4567', 'AIRTEL')).toBeUndefined();
    expect(mobileNumberProblem('951234567', 'ZAMTEL')).toBeUndefined();
  });

  it('names the network of a number of another and the wallet to choose', () => {
    expect(mobileNumberProblem('0971234567', 'MTN')).toBe(
      'This is an Airtel number: choose Airtel Money',
    );
    expect(mobileNumberProblem('+260 95 123 4567', 'AIRTEL')).toBe(
      'This is a Zamtel number: choose Zamtel Kwacha',
    );
    expect(mobileNumberProblem('0761234567', 'ZAMTEL')).toBe(
      'This is an MTN number: choose MTN MoMo',
    );
  });

  it('names the prefixes for a number of no network here, and one that is no mobile number', () => {
    expect(mobileNumberProblem('0911234567', 'MTN')).toBe(
      'This is not an MTN MoMo number (they start with 096 or 076)',
    );
    expect(mobileNumberProblem('0911234567', 'ZAMTEL')).toBe(
      'This is not a Zamtel Kwacha number (they start with 095 or 075)',
    );
    expect(mobileNumberProblem('12345', 'MTN')).toBe(
      'Enter a Zambian mobile number such as 0961234567',
    );
  });
});

describe('mobileMoneyNetworkOf', () => {
  it('names the network of a number in the forms members type and the server stores', () => {
    expect(mobileMoneyNetworkOf('0961234567')).toBe('MTN');
    expect(mobileMoneyNetworkOf('260771234567')).toBe('AIRTEL');
    expect(mobileMoneyNetworkOf('+260 95 100 0004')).toBe('ZAMTEL');
    expect(mobileMoneyNetworkOf('0751 234 567')).toBe('ZAMTEL');
  });

  it('names none for a number of no network here, or no mobile number', () => {
    expect(mobileMoneyNetworkOf('0911234567')).toBeUndefined();
    expect(mobileMoneyNetworkOf('12345')).toBeUndefined();
    expect(mobileMoneyNetworkOf('')).toBeUndefined();
  });
});
