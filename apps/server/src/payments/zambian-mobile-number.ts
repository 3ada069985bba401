import type { MobileMoneyNetwork } from '../db/schema';

/** The mobile prefixes (after 260) each network issues. */
const NETWORK_PREFIXES: Record<MobileMoneyNetwork, readonly string[]> = {
  MTN: ['96', '76'],
  AIRTEL: ['97', '77'],
  ZAMTEL: ['95', '75'],
};

const ANY_NETWORK_PREFIXES = Object.values(NETWORK_PREFIXES).flat();

/**
 * The number in international form (`2609XXXXXXXX`) when it is a mobile number of any Zambian
 * network (MTN, Airtel, Zamtel), otherwise undefined: a member's own number, which may be on any
 * network. Accepts `0971234567`, `971234567`, `+260971234567`, `00260971234567`, spaces, dashes,
 * dots and brackets, and the home `0` kept after the country code (`+260 (0)97 123 4567`,
 * `+260 0971234567`), as people copy a number from a business card or a contact list. Keep in
 * step with the web app's `mobileNumberDigits`.
 */
export function anyZambianMobileNumber(input: string): string | undefined {
  const digits = input.replace(/[\s().-]/g, '');
  const local = /^(?:(?:\+|00)?260)?0?([79]\d{8})$/.exec(digits)?.[1];
  return local && ANY_NETWORK_PREFIXES.includes(local.slice(0, 2)) ? `260${local}` : undefined;
}

/**
 * As {@link anyZambianMobileNumber}, but only a number of `network`: a mobile-money prompt goes
 * to a wallet on the network the member chose, so a number of another network cannot pay.
 */
export function zambianMobileNumber(
  input: string,
  network: MobileMoneyNetwork,
): string | undefined {
  const number = anyZambianMobileNumber(input);
  return number && NETWORK_PREFIXES[network].includes(number.slice(3, 5)) ? number : undefined;
}

/**
 * A mobile number as the site shows it to people, the web app's `formatMobileNumber`: a Zambian
 * one as written at home (`0966 111 002`, whether stored as `260966111002` or `+260…`); any other
 * is answered as given. Used where the server writes a number into words a member reads (a refund's
 * history line and SMS): raw international digits read as no number anyone could dial.
 */
export function readableMobileNumber(stored: string): string {
  const local = anyZambianMobileNumber(stored)?.slice(3);
  return local ? `0${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}` : stored;
}
