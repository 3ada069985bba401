/** What to tell someone whose entry is no Zambian mobile number. */
export const MOBILE_NUMBER_HINT = 'Enter a Zambian mobile number such as 0971234567';

/**
 * The nine digits after the country code of a Zambian mobile number, from any form members type
 * or the server stores: `0971234567`, `971234567`, `260971234567`, `+260 97 123 4567`, with spaces
 * or dashes. Undefined when it is no Zambian mobile number.
 */
export function mobileNumberDigits(input: string): string | undefined {
  return /^(?:\+?260|0)?([79]\d{8})$/.exec(input.replace(/[\s-]/g, ''))?.[1];
}

/**
 * A mobile number as the site shows it to people, in the one form Zambians write at home:
 * `0977 123 456`, whether it was stored as `260977123456` or `+260977123456`. Anything else is
 * shown as it was given.
 */
export function formatMobileNumber(stored: string): string {
  const digits = mobileNumberDigits(stored);
  return digits ? `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : stored;
}
