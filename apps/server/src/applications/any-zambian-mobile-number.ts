import { zambianMobileNumber } from '../payments/zambian-mobile-number';

const NETWORKS = ['MTN', 'AIRTEL', 'ZAMTEL'] as const;

/**
 * The number in international form (`2609XXXXXXXX`) when it is a mobile number of any Zambian
 * network (MTN, Airtel, Zamtel), otherwise undefined. Same formats as {@link zambianMobileNumber}.
 */
export function anyZambianMobileNumber(input: string): string | undefined {
  for (const network of NETWORKS) {
    const number = zambianMobileNumber(input, network);
    if (number) return number;
  }
  return undefined;
}
