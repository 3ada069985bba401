import { anyZambianMobileNumber } from '../payments/zambian-mobile-number';

/**
 * What the dashboard adds to "Pay K…" for a member whose own number is not Zambian (an associate
 * abroad, say): the one way to pay online is a mobile-money prompt, which only a Zambian wallet
 * gets, and the site records no other payment yet, so it says who can pay and whom to ask rather
 * than let the member find out at the prompt. Empty for a Zambian number, or none on file.
 */
export function payingFromAbroad(phoneNumber: string | null): string {
  if (!phoneNumber || anyZambianMobileNumber(phoneNumber)) return '';
  return '. Mobile money needs a Zambian number: someone in Zambia can pay for you from theirs, or ask the secretariat how to pay from abroad';
}
