import { mobileNumberDigits } from './zambian-mobile-number';

/** The mobile-money networks the association accepts fees through. */
export type MobileMoneyNetwork = 'MTN' | 'AIRTEL' | 'ZAMTEL';

/**
 * Each network with its name as members know it, the article its name takes when spoken ("an MTN
 * MoMo number": MTN is said letter by letter), and the prefixes of its numbers.
 */
export const MOBILE_MONEY_NETWORKS: readonly {
  id: MobileMoneyNetwork;
  label: string;
  article: 'a' | 'an';
  prefixes: readonly string[];
}[] = [
  { id: 'MTN', label: 'MTN MoMo', article: 'an', prefixes: ['96', '76'] },
  { id: 'AIRTEL', label: 'Airtel Money', article: 'an', prefixes: ['97', '77'] },
  { id: 'ZAMTEL', label: 'Zamtel Kwacha', article: 'a', prefixes: ['95', '75'] },
];

/**
 * Why `input` cannot take a payment prompt on `network`, or undefined when it can. Accepts the
 * forms members type: `0961234567`, `961234567`, `+260961234567`, with spaces or dashes.
 */
export function mobileNumberProblem(
  input: string,
  network: MobileMoneyNetwork,
): string | undefined {
  const digits = mobileNumberDigits(input);
  if (!digits) return 'Enter a Zambian mobile number such as 0961234567';
  const entry = MOBILE_MONEY_NETWORKS.find((candidate) => candidate.id === network);
  if (entry && !entry.prefixes.includes(digits.slice(0, 2))) {
    return `This is not ${entry.article} ${entry.label} number (they start with ${entry.prefixes.map((prefix) => `0${prefix}`).join(' or ')})`;
  }
  return undefined;
}
