import { describe, expect, it } from 'vitest';
import { formatMobileNumber, mobileNumberDigits } from './zambian-mobile-number';

describe('mobileNumberDigits', () => {
  it('reads the forms members type and the server stores', () => {
    for (const input of ['0971234567', '971234567', '260971234567', '+260 97 123-4567']) {
      expect(mobileNumberDigits(input)).toBe('971234567');
    }
  });

  it('refuses what is no Zambian mobile number', () => {
    expect(mobileNumberDigits('12345')).toBeUndefined();
    expect(mobileNumberDigits('0211234567')).toBeUndefined();
  });
});

describe('formatMobileNumber', () => {
  it('shows every stored form the same way', () => {
    expect(formatMobileNumber('260977123456')).toBe('0977 123 456');
    expect(formatMobileNumber('+260977123456')).toBe('0977 123 456');
    expect(formatMobileNumber('0977123456')).toBe('0977 123 456');
  });

  it('shows anything else as it was given', () => {
    expect(formatMobileNumber('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});
