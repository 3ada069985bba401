import { countryCodeLength } from './country-code';

/** What to tell someone whose entry is no Zambian mobile number. */
export const MOBILE_NUMBER_HINT = 'Enter a Zambian mobile number such as 0971234567';

/**
 * The nine digits after the country code of a Zambian mobile number, from any form members type
 * or the server stores: `0971234567`, `971234567`, `260971234567`, `+260 97 123 4567`,
 * `00260971234567`, with spaces, dashes, dots or brackets, and with the home `0` kept after the
 * country code (`+260 (0)97 123 4567`, `+260 0971234567`), as numbers are copied from business
 * cards and contact lists. Undefined when it is no Zambian mobile number. The server reads numbers
 * the same way (`anyZambianMobileNumber`).
 */
export function mobileNumberDigits(input: string): string | undefined {
  return /^(?:(?:\+|00)?260)?0?([79]\d{8})$/.exec(input.replace(/[\s().-]/g, ''))?.[1];
}

/**
 * The number to send to the server, as ten plain digits (`0971234567`), or what was typed, trimmed,
 * when it is no Zambian mobile number (the server then says why). Plain digits keep a number typed
 * with its country code, brackets and spaces inside the server's length limit for the field.
 */
export function mobileNumberToSend(input: string): string {
  const digits = mobileNumberDigits(input);
  return digits ? `0${digits}` : input.trim();
}

/**
 * A mobile number as the site shows it to people, in the one form Zambians write at home:
 * `0977 123 456`, whether it was stored as `260977123456` or `+260977123456`. A foreign number,
 * stored as its bare E.164 digits, gets its `+` back and a space after its country code, as
 * numbers are written internationally (`+267 72809321`, `+44 7700900123`): without the `+` the
 * digits read as no number anyone could dial. Anything else is shown as it was given.
 */
export function formatMobileNumber(stored: string): string {
  const digits = mobileNumberDigits(stored);
  if (digits) return `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  if (!/^[1-9]\d{7,14}$/.test(stored)) return stored;
  const codeLength = countryCodeLength(stored);
  return `+${stored.slice(0, codeLength)} ${stored.slice(codeLength)}`;
}
