import type { Residence } from '../applications/applicant-kinds';
import { anyZambianMobileNumber } from '../payments/zambian-mobile-number';

/**
 * What a person is told when the number typed does not fit where they live, the same words on
 * /join and on "Change my details" (the web's `member-phone-number.ts` says them before sending).
 */
export const PHONE_NUMBER_WORDS: Readonly<Record<Residence, string>> = {
  zambia: 'Enter a Zambian mobile number such as 0971234567',
  abroad: 'Enter your mobile number with its country code, such as +44 7700 900123',
};

/**
 * A phone number typed with its country code, or a Zambian mobile number in any form, in the
 * form every number is stored: its E.164 digits without the `+` (a Zambian one `2609XXXXXXXX`;
 * many who work abroad keep theirs), which is what the SMS gateway is given with a `+` before it.
 * Undefined when it is neither a Zambian mobile number nor 8 to 15 digits after a `+` or `00`:
 * a number without its country code names no country. This is also how a login or a password
 * recovery reads a number (`findMemberByLogin`).
 * @example numberWithCountryCode('+44 7700 900123') // '447700900123'
 * @example numberWithCountryCode('0971234567') // '260971234567'
 */
export function numberWithCountryCode(input: string): string | undefined {
  const zambian = anyZambianMobileNumber(input);
  if (zambian) return zambian;
  const digits = /^(?:\+|00)([1-9]\d{7,14})$/.exec(input.replace(/[\s().-]/g, ''))?.[1];
  // +260 is Zambia's: a number there that is no mobile cannot get the association's SMS.
  if (!digits || digits.startsWith('260')) return undefined;
  return digits;
}

/**
 * The one rule for a member's own number, at application and at a profile change: abroad any
 * number with its country code (a Zambian one kept is read as Zambian), otherwise a Zambian
 * mobile number of any network. Answers the stored form, or undefined when the number does not
 * fit (tell them {@link PHONE_NUMBER_WORDS} of `residence`).
 */
export function memberPhoneNumber(input: string, residence: Residence): string | undefined {
  return residence === 'abroad' ? numberWithCountryCode(input) : anyZambianMobileNumber(input);
}

/**
 * Whether a number as stored may stay a member's where they live: abroad any (it was checked when
 * it was typed), in Zambia only a Zambian mobile number; no number at all fits anywhere. A move
 * home, and a new number confirmed after a move, are checked with it.
 */
export function storedNumberFits(stored: string | null, residence: Residence): boolean {
  return !stored || residence === 'abroad' || anyZambianMobileNumber(stored) !== undefined;
}
