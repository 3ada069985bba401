import { mobileNumberDigits } from './zambian-mobile-number';

/** The mobile-money networks the association accepts fees through. */
export type MobileMoneyNetwork = 'MTN' | 'AIRTEL' | 'ZAMTEL';

/**
 * Each network with its wallet's name as members know it, the operator's name a number is said to
 * belong to, the article either takes when spoken ("an MTN MoMo number", "an MTN number": MTN is
 * said letter by letter), and the prefixes of its numbers.
 */
export const MOBILE_MONEY_NETWORKS: readonly {
  id: MobileMoneyNetwork;
  label: string;
  operator: string;
  article: 'a' | 'an';
  prefixes: readonly string[];
}[] = [
  { id: 'MTN', label: 'MTN MoMo', operator: 'MTN', article: 'an', prefixes: ['96', '76'] },
  {
    id: 'AIRTEL',
    label: 'Airtel Money',
    operator: 'Airtel',
    article: 'an',
    prefixes: ['97', '77'],
  },
  {
    id: 'ZAMTEL',
    label: 'Zamtel Kwacha',
    operator: 'Zamtel',
    article: 'a',
    prefixes: ['95', '75'],
  },
];

/**
 * The network whose prefix `input` starts with, or undefined when it is no Zambian mobile number
 * or one of no network named here: the payment form starts on the network of the member's own
 * number, so an Airtel or Zamtel member is not first told their number is no MTN one.
 */
export function mobileMoneyNetworkOf(input: string): MobileMoneyNetwork | undefined {
  const prefix = mobileNumberDigits(input)?.slice(0, 2);
  return MOBILE_MONEY_NETWORKS.find((entry) => prefix && entry.prefixes.includes(prefix))?.id;
}

/**
 * Why `input` cannot take a payment prompt on `network`, or undefined when it can (with no network
 * chosen yet, only whether it is a Zambian mobile number). Accepts the forms members type: `0961234567`, `961234567`, `+260961234567`, with spaces or dashes.
 * A number of another network here says which, and the wallet to choose: "not an MTN MoMo number"
 * left the member to work out that their Airtel number wanted Airtel Money.
 */
export function mobileNumberProblem(
  input: string,
  network: MobileMoneyNetwork | undefined,
): string | undefined {
  const digits = mobileNumberDigits(input);
  if (!digits) return 'Enter a Zambian mobile number such as 0961234567';
  const entry = MOBILE_MONEY_NETWORKS.find((candidate) => candidate.id === network);
  if (entry && !entry.prefixes.includes(digits.slice(0, 2))) {
    const other = MOBILE_MONEY_NETWORKS.find(
      (candidate) => candidate.id === mobileMoneyNetworkOf(input),
    );
    if (other) return `This is ${other.article} ${other.operator} number: choose ${other.label}`;
    return `This is not ${entry.article} ${entry.label} number (they start with ${entry.prefixes.map((prefix) => `0${prefix}`).join(' or ')})`;
  }
  return undefined;
}
