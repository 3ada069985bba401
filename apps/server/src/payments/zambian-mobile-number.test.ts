import { describe, expect, it } from 'vitest';
import { zambianMobileNumber } from './zambian-mobile-number';

describe('zambianMobileNumber', () => {
  it('normalises the usual ways of writing a number of the right network', () => {
    expect(zambianMobileNumber('0961234567', 'MTN')).toBe('260961234567');
    expect(zambianMobileNumber('+260 77 123 4567', 'AIRTEL')).toBe('260771234567');
    expect(zambianMobileNumber('955-123-456', 'ZAMTEL')).toBe('260955123456');
  });

  it('refuses numbers of another network or of the wrong shape', () => {
    expect(zambianMobileNumber('0971234567', 'MTN')).toBeUndefined();
    expect(zambianMobileNumber('0211234567', 'ZAMTEL')).toBeUndefined();
    expect(zambianMobileNumber('09612345', 'MTN')).toBeUndefined();
    expect(zambianMobileNumber('+27961234567', 'MTN')).toBeUndefined();
  });
});
