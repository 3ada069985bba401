import type { ApplicantResidence } from '@coaz/api-client/membership';
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
 * The digits of a number with its country code (`+` or `00` and 8 to 15 digits, not Zambia's
 * +260), as the server reads one from abroad; undefined when it is none. A Zambian mobile number
 * is read by `mobileNumberDigits`.
 */
export function foreignNumberDigits(input: string): string | undefined {
  const digits = /^(?:\+|00)([1-9]\d{7,14})$/.exec(input.replace(/[\s().-]/g, ''))?.[1];
  return digits && !digits.startsWith('260') ? digits : undefined;
}

/**
 * The one rule for a member's own number, as the server keeps it: abroad any number with its
 * country code (a Zambian one kept is taken too), otherwise a Zambian mobile number. Answers what
 * to say when `typed` does not fit `residence`, or undefined when it does.
 * @example phoneNumberProblem('7700 900123', 'abroad') // PHONE_NUMBER_WORDS.abroad
 */
export function phoneNumberProblem(
  typed: string,
  residence: ApplicantResidence,
): string | undefined {
  const fits =
    mobileNumberDigits(typed) !== undefined ||
    (residence === 'abroad' && foreignNumberDigits(typed) !== undefined);
  return fits ? undefined : PHONE_NUMBER_WORDS[residence];
}

/**
 * The number to send: a Zambian one as ten plain digits (`mobileNumberToSend`), any other as
 * typed, trimmed, its `+` kept, since plain digits would name no country.
 */
export function phoneNumberToSend(typed: string): string {
  return mobileNumberDigits(typed) ? mobileNumberToSend(typed) : typed.trim();
}
