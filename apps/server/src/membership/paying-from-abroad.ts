import { anyZambianMobileNumber } from '../payments/zambian-mobile-number';

/**
 * What the dashboard adds to "Pay K…" for a member whose own number is not Zambian (an associate
 * abroad, say): the one way to pay online is a mobile-money prompt, which only a Zambian wallet
 * gets, so it says who can pay, and that a bank transfer to the secretariat counts once it records
 * it (`payments/recorded-payment-routes.ts`), rather than let the member find out at the prompt.
 * Empty for a Zambian number, or none on file.
 */
export function payingFromAbroad(phoneNumber: string | null): string {
  if (!phoneNumber || anyZambianMobileNumber(phoneNumber)) return '';
  return '. Mobile money needs a Zambian number: someone in Zambia can pay for you from theirs, or pay the secretariat by bank transfer (ask it for its bank details) and it records your payment here';
}
