import { describe, expect, it } from 'vitest';
import {
  memberPhoneNumber,
  NO_COUNTRY_NUMBER_WORDS,
  numberWithCountryCode,
  PHONE_NUMBER_WORDS,
  phoneNumberWords,
  reachesNoCountry,
} from './member-phone-number';

describe('numberWithCountryCode, the one reading of a number', () => {
  it('stores a foreign number in one form whether or not its home 0 was written', () => {
    for (const typed of [
      '+44 7700 900123',
      '+44 (0) 7700 900123',
      '+44 (0)7700 900123',
      '+44 07700 900123',
      '0044 (0)7700-900123',
      '+440 7700 900123',
      // The national form after the code and its home 0: '+44 (0)' before '07700 900123'.
      '+44 (0) 07700 900123',
      '+44 00 7700 900123',
      '0044 0 0 7700 900123',
    ]) {
      expect(numberWithCountryCode(typed), typed).toBe('447700900123');
    }
    // Codes of one, two and three digits: the 0 is read after the whole code.
    expect(numberWithCountryCode('+1 (0) 202 555 0143')).toBe('12025550143');
    expect(numberWithCountryCode('+27 (0)82 123 4567')).toBe('27821234567');
    expect(numberWithCountryCode('+267 0 71 000 055')).toBe('26771000055');
    expect(numberWithCountryCode('+255 (0)754 123 456')).toBe('255754123456');
    // Zambia's own, as before.
    expect(numberWithCountryCode('+260 (0)97 123 4567')).toBe('260971234567');
  });

  it('keeps the 0 of countries whose numbers begin with it from abroad too', () => {
    expect(numberWithCountryCode('+39 06 1234 5678')).toBe('390612345678');
    expect(numberWithCountryCode('+225 07 12 34 56 78')).toBe('2250712345678');
    expect(numberWithCountryCode('+242 06 612 3456')).toBe('242066123456');
    expect(numberWithCountryCode('+229 01 97 12 34 56')).toBe('2290197123456');
  });

  it('refuses what is too short once the home 0 is read', () => {
    expect(numberWithCountryCode('+44 0 12345')).toBeUndefined();
    expect(numberWithCountryCode('+44 000 12345')).toBeUndefined();
  });
});

describe('numbers under codes that name no country', () => {
  it('are told apart from countries’ codes that begin alike', () => {
    for (const digits of [
      '80012345678',
      '80812345678',
      '870771234567',
      '8793456789',
      '881612345678',
    ]) {
      expect(reachesNoCountry(digits), digits).toBe(true);
    }
    for (const digits of [
      '882161234567',
      '88312345678',
      '88812345678',
      '97912345678',
      '99112345678',
    ]) {
      expect(reachesNoCountry(digits), digits).toBe(true);
    }
    // Bangladesh, Taiwan, the UAE, Nepal, Tajikistan, Egypt: countries'.
    for (const digits of ['8801712345678', '886912345678', '971501234567', '9779812345678']) {
      expect(reachesNoCountry(digits), digits).toBe(false);
    }
    expect(reachesNoCountry('992931234567')).toBe(false);
    expect(reachesNoCountry('201001234567')).toBe(false);
  });

  it('are no member’s number, and the refusal says why in its own words', () => {
    for (const typed of [
      '+882 16 1234 5678',
      '00979 1234 5678',
      '+800 1234 5678',
      '+870 771 234 567',
    ]) {
      expect(memberPhoneNumber(typed, 'abroad'), typed).toBeUndefined();
      expect(phoneNumberWords(typed, 'abroad'), typed).toBe(NO_COUNTRY_NUMBER_WORDS);
      expect(phoneNumberWords(typed, 'zambia'), typed).toBe(PHONE_NUMBER_WORDS.zambia);
    }
    expect(phoneNumberWords('7700 900123', 'abroad')).toBe(PHONE_NUMBER_WORDS.abroad);
    expect(memberPhoneNumber('+880 1712 345678', 'abroad')).toBe('8801712345678');
    // A login still reads such a number, so one stored before is no one else's bucket.
    expect(numberWithCountryCode('+882 16 1234 5678')).toBe('8821612345678');
  });
});
