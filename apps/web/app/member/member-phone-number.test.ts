import { describe, expect, it } from 'vitest';
import {
  foreignNumberDigits,
  NO_COUNTRY_NUMBER_WORDS,
  PHONE_NUMBER_WORDS,
  phoneNumberProblem,
  phoneNumberToSend,
} from './member-phone-number';

describe('phoneNumberProblem, the one number rule of /join and "Change my details"', () => {
  it('takes a Zambian mobile number anywhere, and a number with its country code only abroad', () => {
    for (const typed of ['0971234567', '+260 97 123 4567', '971234567']) {
      expect(phoneNumberProblem(typed, 'zambia'), typed).toBeUndefined();
      expect(phoneNumberProblem(typed, 'abroad'), typed).toBeUndefined();
    }
    for (const typed of ['+44 7700 900123', '0044-7700-900123']) {
      expect(phoneNumberProblem(typed, 'abroad'), typed).toBeUndefined();
      expect(phoneNumberProblem(typed, 'zambia'), typed).toBe(PHONE_NUMBER_WORDS.zambia);
    }
  });

  it('says the words of where the member lives for a number without its country code', () => {
    expect(phoneNumberProblem('7700 900123', 'abroad')).toBe(
      'Enter your mobile number with its country code, such as +44 7700 900123',
    );
    expect(phoneNumberProblem('+260 21 123 4567', 'abroad')).toBe(PHONE_NUMBER_WORDS.abroad);
    expect(phoneNumberProblem('12345', 'zambia')).toBe(
      'Enter a Zambian mobile number such as 0971234567',
    );
  });
});

describe('a number abroad, read as the server reads it', () => {
  it('leaves out a home 0 after the country code, but not a 0 that is the number’s', () => {
    for (const typed of [
      '+44 (0) 7700 900123',
      '+44 07700 900123',
      '0044 (0)7700-900123',
      '+44 (0) 07700 900123',
    ]) {
      expect(foreignNumberDigits(typed), typed).toBe('447700900123');
    }
    expect(foreignNumberDigits('+267 (0)71 000 055')).toBe('26771000055');
    expect(foreignNumberDigits('+39 06 1234 5678')).toBe('390612345678');
    expect(foreignNumberDigits('+225 07 12 34 56 78')).toBe('2250712345678');
    // Too short once its home 0 is left out, as the server refuses it.
    expect(phoneNumberProblem('+44 0 12345', 'abroad')).toBe(PHONE_NUMBER_WORDS.abroad);
    expect(phoneNumberProblem('+44 000 12345', 'abroad')).toBe(PHONE_NUMBER_WORDS.abroad);
  });

  it('refuses a code that names no country, in the server’s words', () => {
    expect(NO_COUNTRY_NUMBER_WORDS).toBe(
      'That code (such as +800, +882 or +979) is no country’s, and our text messages never go to it; enter your mobile number with its country code',
    );
    for (const typed of [
      '+882 16 1234 5678',
      '00979 1234 5678',
      '+800 1234 5678',
      '+870 771 234 567',
    ]) {
      expect(phoneNumberProblem(typed, 'abroad'), typed).toBe(NO_COUNTRY_NUMBER_WORDS);
      expect(phoneNumberProblem(typed, 'zambia'), typed).toBe(PHONE_NUMBER_WORDS.zambia);
    }
    // Bangladesh, Taiwan and the UAE are countries.
    for (const typed of ['+880 1712 345678', '+886 912 345 678', '+971 50 123 4567']) {
      expect(phoneNumberProblem(typed, 'abroad'), typed).toBeUndefined();
    }
  });
});

describe('phoneNumberToSend', () => {
  it('sends a Zambian number as ten digits and a foreign one with its +', () => {
    expect(phoneNumberToSend('+260 (0)97 123 4567')).toBe('0971234567');
    expect(phoneNumberToSend(' +44 7700 900123 ')).toBe('+44 7700 900123');
  });
});
