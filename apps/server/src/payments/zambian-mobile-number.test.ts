import { describe, expect, it } from 'vitest';
import { anyZambianMobileNumber, zambianMobileNumber } from './zambian-mobile-number';

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

describe('anyZambianMobileNumber', () => {
  it('takes a number of any Zambian network', () => {
    expect(anyZambianMobileNumber('0961234567')).toBe('260961234567');
    expect(anyZambianMobileNumber('+260 77 123 4567')).toBe('260771234567');
    expect(anyZambianMobileNumber('955-123-456')).toBe('260955123456');
  });

  it('takes a number written with the country code and the home 0, brackets or dots', () => {
    expect(anyZambianMobileNumber('+260 0977 111 222')).toBe('260977111222');
    expect(anyZambianMobileNumber('+260 (0)97 711 1222')).toBe('260977111222');
    expect(anyZambianMobileNumber('00260 977 111 222')).toBe('260977111222');
    expect(anyZambianMobileNumber('(097) 711-1222')).toBe('260977111222');
    expect(anyZambianMobileNumber('0977.111.222')).toBe('260977111222');
  });

  it('refuses numbers no Zambian network issues, or of the wrong shape', () => {
    expect(anyZambianMobileNumber('00977111222')).toBeUndefined();
    expect(anyZambianMobileNumber('+260 00977111222')).toBeUndefined();
    expect(anyZambianMobileNumber('0911234567')).toBeUndefined();
    expect(anyZambianMobileNumber('09612345')).toBeUndefined();
    expect(anyZambianMobileNumber('+27961234567')).toBeUndefined();
  });
});
