import { readableDate } from './lusaka-date';

/**
 * What a payment bought, in the membership card's words ("Paid year: Runs to …", "Standing: In
 * good standing until …"), for the member's history and the secretariat's answer:
 * "the paid year runs to 7 December 2028; in good standing until 6 January 2029". The standing is
 * left out when the member is not in good standing (`standingUntil` null, another fee unpaid).
 * A payment confirmation once said "membership valid until" the paid year's last day, a month
 * before the standing date the card and /verify gave.
 */
export function paidYearWords(validUntil: string, standingUntil: string | null): string {
  const year = `the paid year runs to ${readableDate(validUntil)}`;
  return standingUntil ? `${year}; in good standing until ${readableDate(standingUntil)}` : year;
}
