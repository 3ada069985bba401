import type { ApplicantResidence } from '@coaz/api-client/membership';
import { countryCodeLength } from './country-code';
import {
  MOBILE_NUMBER_HINT,
  mobileNumberDigits,
  mobileNumberToSend,
} from './zambian-mobile-number';

/**
 * What a person is told when the number typed does not fit where they live, on /join and in
 * "Change my details" alike: the server's words (`member-phone-number.ts` there, whose refusal
 * says the same after `phoneNumber: `), said here before anything is sent.
 */
export const PHONE_NUMBER_WORDS: Readonly<Record<ApplicantResidence, string>> = {
  zambia: MOBILE_NUMBER_HINT,
  abroad: 'Enter your mobile number with its country code, such as +44 7700 900123',
};

/** Beside the number field of someone living outside Zambia, before and after a wrong one. */
export const NUMBER_ABROAD_FIELD_HINT = 'With its country code, such as +44 7700 900123';

/**
 * What someone abroad is told of a number under a code that names no country (+800, +882, +979,
 * ...): the server never texts one, so no code could confirm it. The server's words
 * (`NO_COUNTRY_NUMBER_WORDS` in its `member-phone-number.ts`).
 */
export const NO_COUNTRY_NUMBER_WORDS =
  'That code (such as +800, +882 or +979) is no country’s, and our text messages never go to it; enter your mobile number with its country code';

/** The ITU's codes that name no country, as the server refuses them (`reachesNoCountry`). */
const NO_COUNTRY_CODE = /^(?:80[08]|87\d|88[1238]|979|991)/;

/** Countries whose numbers begin with 0 dialled from abroad too: a 0 after their code is kept. */
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
 * The digits of a number with its country code (`+` or `00`, then 8 to 15 digits once the home `0`
 * written after the code is left out, as in `+44 (0) 7700 900123` or `+44 (0) 07700 900123`; not
 * Zambia's +260), as the server reads and stores one from abroad (`numberWithCountryCode`, whose
 * rule this keeps); undefined when it is none. A Zambian mobile number is read by `mobileNumberDigits`.
 * @example foreignNumberDigits('+44 (0) 7700 900123') // '447700900123'
 */
export function foreignNumberDigits(input: string): string | undefined {
  const written = /^(?:\+|00)([1-9]\d{7,15})$/.exec(input.replace(/[\s().-]/g, ''))?.[1];
  if (!written) return undefined;
  const codeLength = countryCodeLength(written);
  const code = written.slice(0, codeLength);
  const digits = CODES_KEEPING_THEIR_ZERO.has(code)
    ? written
    : code + written.slice(codeLength).replace(/^0+/, '');
  return /^\d{8,15}$/.test(digits) && !digits.startsWith('260') ? digits : undefined;
}

/**
 * The one rule for a member's own number, as the server keeps it: abroad any number with its
 * country code (a Zambian one kept is taken too) but none under a code that names no country,
 * otherwise a Zambian mobile number. Answers what to say when `typed` does not fit `residence`
 * (the server's words), or undefined when it does.
 * @example phoneNumberProblem('7700 900123', 'abroad') // PHONE_NUMBER_WORDS.abroad
 */
export function phoneNumberProblem(
  typed: string,
  residence: ApplicantResidence,
): string | undefined {
  if (mobileNumberDigits(typed) !== undefined) return undefined;
  const foreign = residence === 'abroad' ? foreignNumberDigits(typed) : undefined;
  if (foreign === undefined) return PHONE_NUMBER_WORDS[residence];
  return NO_COUNTRY_CODE.test(foreign) ? NO_COUNTRY_NUMBER_WORDS : undefined;
}

/**
 * The number to send: a Zambian one as ten plain digits (`mobileNumberToSend`), any other as
 * typed, trimmed, its `+` kept, since plain digits would name no country.
 */
export function phoneNumberToSend(typed: string): string {
  return mobileNumberDigits(typed) ? mobileNumberToSend(typed) : typed.trim();
}
