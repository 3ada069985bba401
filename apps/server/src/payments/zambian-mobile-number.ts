import type { MobileMoneyNetwork } from '../db/schema';

/** The mobile prefixes (after 260) each network issues. */
const NETWORK_PREFIXES: Record<MobileMoneyNetwork, readonly string[]> = {
  MTN: ['96', '76'],
  AIRTEL: ['97', '77'],
  ZAMTEL: ['95', '75'],
};

/**
 * The number in international form (`2609XXXXXXXX`) when it is a Zambian mobile number of
 * `network`, otherwise undefined. Accepts `0971234567`, `971234567`, `+260971234567`, spaces.
 */
export function zambianMobileNumber(
  input: string,
  network: MobileMoneyNetwork,
): string | undefined {
  const digits = input.replace(/[\s-]/g, '');
  const match = /^(?:\+?260|0)?([79]\d{8})$/.exec(digits);
  if (!match?.[1]) return undefined;
  const local = match[1];
  return NETWORK_PREFIXES[network].includes(local.slice(0, 2)) ? `260${local}` : undefined;
}
