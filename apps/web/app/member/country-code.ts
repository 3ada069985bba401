/** The country codes of two digits (ITU-T E.164); 1 and 7 are of one digit, every other of three. */
const TWO_DIGIT_CODE = /^(?:2[07]|3[0-469]|4[013-9]|5[1-8]|6[0-6]|8[1246]|9[0-58])/;

/**
 * How many of a number's leading digits (E.164, without `+`) are its country code.
 * @example countryCodeLength('447700900123') // 2
 */
export function countryCodeLength(digits: string): number {
  return /^[17]/.test(digits) ? 1 : TWO_DIGIT_CODE.test(digits) ? 2 : 3;
}
