import { describe, expect, it } from 'vitest';
import {
  formatMobileNumber,
  mobileNumberDigits,
  mobileNumberToSend,
} from './zambian-mobile-number';

describe('mobileNumberDigits', () => {
  it('reads the forms members type and the server stores', () => {
    for (const input of ['0971234567', '971234567', '260971234567', '+260 97 123-4567']) {
      expect(mobileNumberDigits(input)).toBe('971234567');
    }
  });

  it('reads a number copied with the country code and the home 0, brackets or dots', () => {
    for (const input of [
      '+260 0977 111 222',
      '+260 (0)97 711 1222',
      '00260 977 111 222',
      '(097) 711-1222',
      '0977.111.222',
    ]) {
      expect(mobileNumberDigits(input)).toBe('977111222');
    }
  });

  it('refuses what is no Zambian mobile number', () => {
    expect(mobileNumberDigits('00977111222')).toBeUndefined();
    expect(mobileNumberDigits('12345')).toBeUndefined();
    expect(mobileNumberDigits('0211234567')).toBeUndefined();
  });
});

describe('mobileNumberToSend', () => {
  it('sends ten plain digits, however long the typed form', () => {
    expect(mobileNumberToSend(' +260 (0) 977 111 222 ')).toBe('0977111222');
  });

  it('sends anything else as typed, trimmed, for the server to refuse in words', () => {
    expect(mobileNumberToSend(' 12345 ')).toBe('12345');
  });
});

describe('formatMobileNumber', () => {
  it('shows every stored form the same way', () => {
    expect(formatMobileNumber('260977123456')).toBe('0977 123 456');
    expect(formatMobileNumber('+260977123456')).toBe('0977 123 456');
    expect(formatMobileNumber('0977123456')).toBe('0977 123 456');
  });

  it('gives a foreign number its + and a space after its country code', () => {
    expect(formatMobileNumber('447700900123')).toBe('+44 7700900123');
    expect(formatMobileNumber('26772809321')).toBe('+267 72809321');
    expect(formatMobileNumber('12025550143')).toBe('+1 2025550143');
  });

  it('shows anything else as it was given', () => {
    expect(formatMobileNumber('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});
