/** The mobile-money networks the association accepts fees through. */
export type MobileMoneyNetwork = 'MTN' | 'AIRTEL' | 'ZAMTEL';

/** Each network with its name as members know it and the prefixes of its numbers. */
export const MOBILE_MONEY_NETWORKS: readonly {
  id: MobileMoneyNetwork;
  label: string;
  prefixes: readonly string[];
}[] = [
  { id: 'MTN', label: 'MTN MoMo', prefixes: ['96', '76'] },
  { id: 'AIRTEL', label: 'Airtel Money', prefixes: ['97', '77'] },
  { id: 'ZAMTEL', label: 'Zamtel Kwacha', prefixes: ['95', '75'] },
];

/**
 * Why `input` cannot take a payment prompt on `network`, or undefined when it can. Accepts the
 * forms members type: `0961234567`, `961234567`, `+260961234567`, with spaces or dashes.
 */
export function mobileNumberProblem(
  input: string,
  network: MobileMoneyNetwork,
): string | undefined {
  const match = /^(?:\+?260|0)?([79]\d{8})$/.exec(input.replace(/[\s-]/g, ''));
  if (!match?.[1]) return 'Enter a Zambian mobile number such as 0961234567';
  const entry = MOBILE_MONEY_NETWORKS.find((candidate) => candidate.id === network);
  if (entry && !entry.prefixes.includes(match[1].slice(0, 2))) {
    return `This is not a ${entry.label} number (they start with ${entry.prefixes.map((prefix) => `0${prefix}`).join(' or ')})`;
  }
  return undefined;
}
