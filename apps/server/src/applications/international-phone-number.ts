import { anyZambianMobileNumber } from '../payments/zambian-mobile-number';

/**
 * A phone number as an applicant outside Zambia types it, in the form every number is stored: its
 * E.164 digits without the `+` (a Zambian one `2609XXXXXXXX`; many who work abroad keep theirs),
 * which is what the SMS gateway is given with a `+` before it. Undefined when it is neither a
 * Zambian mobile number nor 8 to 15 digits after a `+` or `00`: a number without its country code
 * names no country.
 * @example internationalPhoneNumber('+44 7700 900123') // '447700900123'
 */
export function internationalPhoneNumber(input: string): string | undefined {
  const zambian = anyZambianMobileNumber(input);
  if (zambian) return zambian;
  const digits = /^(?:\+|00)([1-9]\d{7,14})$/.exec(input.replace(/[\s().-]/g, ''))?.[1];
  // +260 is Zambia's: a number there that is no mobile cannot get the association's SMS.
  if (!digits || digits.startsWith('260')) return undefined;
  return digits;
}
