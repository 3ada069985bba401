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
 * What someone abroad is told of a number under a code that names no country ({@link
 * reachesNoCountry}): no SMS is ever sent there, so no code could confirm it or recover the
 * account. The same words on /join and on "Change my details" (the web's `member-phone-number.ts`).
 */
export const NO_COUNTRY_NUMBER_WORDS =
  'That code (such as +800, +882 or +979) is no country’s, and our text messages never go to it; enter your mobile number with its country code';

/**
 * The ITU's country codes that name no country: international premium rate (979), freephone
 * (800) and shared cost (808), the satellite and international networks (870, 875-879, 881, 882,
 * 883), OCHA (888) and the trial service (991). Their holders are paid for each message received,
 * so a stranger's application or request for a code must not make the association pay them (SMS
 * pumping). No country's code begins so: 880 (Bangladesh), 886 (Taiwan) and 971-977 are
 * countries'.
 */
const NO_COUNTRY_CODE = /^(?:80[08]|87\d|88[1238]|979|991)/;

/** Whether `digits` (a number's E.164 digits, without `+`) are under a code naming no country. */
export function reachesNoCountry(digits: string): boolean {
  return NO_COUNTRY_CODE.test(digits);
}

/** The country codes of two digits (ITU-T E.164); 1 and 7 are of one, every other of three. */
const TWO_DIGIT_CODE = /^(?:2[07]|3[0-469]|4[013-9]|5[1-8]|6[0-6]|8[1246]|9[0-58])/;

/**
 * Countries whose numbers begin with 0 as dialled from abroad too (Italy, San Marino, the Vatican,
 * Côte d'Ivoire, Benin, Gabon, the Republic of the Congo): a 0 after their code is the number's.
 */
const CODES_KEEPING_THEIR_ZERO: ReadonlySet<string> = new Set([
  '39',
  '378',
  '379',
  '225',
  '229',
  '241',
  '242',
]);

/**
 * `digits` without the home `0` (trunk prefix) written after the country code, as people copy a
 * number from a card or a signature (`+44 (0) 7700 900123`, `+44 07700 900123`), or write the
 * national form after both (`+44 (0) 07700 900123`): dialled from abroad it is left out, so it is
 * no part of the number, and the number is stored once whichever way it was written. Every 0
 * there goes, as no such country's number begins with 0. Zambia's is read so by
 * `anyZambianMobileNumber`. Migrations 0017 and 0018 rewrote numbers stored with them before.
 */
function withoutHomeZero(digits: string): string {
  const codeLength = /^[17]/.test(digits) ? 1 : TWO_DIGIT_CODE.test(digits) ? 2 : 3;
  const code = digits.slice(0, codeLength);
  return CODES_KEEPING_THEIR_ZERO.has(code)
    ? digits
    : code + digits.slice(codeLength).replace(/^0+/, '');
}

/**
 * A phone number typed with its country code, or a Zambian mobile number in any form, in the
 * form every number is stored: its E.164 digits without the `+` (a Zambian one `2609XXXXXXXX`;
 * many who work abroad keep theirs), which is what the SMS gateway is given with a `+` before it.
 * A home `0` after the code is left out ({@link withoutHomeZero}). Undefined when it is neither a
 * Zambian mobile number nor 8 to 15 digits after a `+` or `00`: a number without its country
 * code names no country. This is also how a login or a password recovery reads a number
 * (`findMemberByLogin`), and an admin naming an editor (`memberNamedForRole`); a number under a
 * code naming no country is read too, so one stored before is found, but no member may give one
 * ({@link memberPhoneNumber}).
 * @example numberWithCountryCode('+44 (0) 7700 900123') // '447700900123'
 * @example numberWithCountryCode('0971234567') // '260971234567'
 */
export function numberWithCountryCode(input: string): string | undefined {
  const zambian = anyZambianMobileNumber(input);
  if (zambian) return zambian;
  const written = /^(?:\+|00)([1-9]\d{7,15})$/.exec(input.replace(/[\s().-]/g, ''))?.[1];
  const digits = written && withoutHomeZero(written);
  // +260 is Zambia's: a number there that is no mobile cannot get the association's SMS.
  if (!digits || digits.length > 15 || digits.length < 8 || digits.startsWith('260')) {
    return undefined;
  }
  return digits;
}

/**
 * The one rule for a member's own number, at application and at a profile change: abroad any
 * number with its country code (a Zambian one kept is read as Zambian), otherwise a Zambian
 * mobile number of any network. Answers the stored form, or undefined when the number does not
 * fit (tell them {@link phoneNumberWords}). Abroad, a number under a code that names no country
 * is refused ({@link reachesNoCountry}): no code could ever reach it.
 */
export function memberPhoneNumber(input: string, residence: Residence): string | undefined {
  if (residence !== 'abroad') return anyZambianMobileNumber(input);
  const number = numberWithCountryCode(input);
  return number && !reachesNoCountry(number) ? number : undefined;
}

/**
 * What to tell someone whose number {@link memberPhoneNumber} refused: abroad, a number under a
 * code naming no country has {@link NO_COUNTRY_NUMBER_WORDS}; otherwise the words of where they
 * live ({@link PHONE_NUMBER_WORDS}).
 */
export function phoneNumberWords(input: string, residence: Residence): string {
  const number = residence === 'abroad' ? numberWithCountryCode(input) : undefined;
  return number && reachesNoCountry(number)
    ? NO_COUNTRY_NUMBER_WORDS
    : PHONE_NUMBER_WORDS[residence];
}

/**
 * Whether a number as stored may stay a member's where they live: abroad any (it was checked when
 * it was typed), in Zambia only a Zambian mobile number; no number at all fits anywhere. A move
 * home, and a new number confirmed after a move, are checked with it.
 */
export function storedNumberFits(stored: string | null, residence: Residence): boolean {
  return !stored || residence === 'abroad' || anyZambianMobileNumber(stored) !== undefined;
}
