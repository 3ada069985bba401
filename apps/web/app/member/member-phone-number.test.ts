import { describe, expect, it } from 'vitest';
import { PHONE_NUMBER_WORDS, phoneNumberProblem, phoneNumberToSend } from './member-phone-number';

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

describe('phoneNumberToSend', () => {
  it('sends a Zambian number as ten digits and a foreign one with its +', () => {
    expect(phoneNumberToSend('+260 (0)97 123 4567')).toBe('0971234567');
    expect(phoneNumberToSend(' +44 7700 900123 ')).toBe('+44 7700 900123');
  });
});
