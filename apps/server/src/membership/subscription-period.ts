import { addDays, readableDate } from './lusaka-date';

// One rule for the year a subscription buys, used by the bill, the receipt and the membership's
// valid-until alike, so what a member is told is what they get.

/** What a subscription fee's description says after the membership type's name. */
const SUBSCRIPTION = 'annual subscription';

/**
 * A fee description of the form "<type>: annual subscription…", or an approval's "<type>: first
 * annual subscription", split at the label. The first year's fee states its period once paid, as a
 * renewal's does (the dashboard's receipts list shows the description alone); "first" stays, so
 * it is never read as a renewal bill (migration 0010 looks for "<type>: annual subscription").
 */
const SUBSCRIPTION_DESCRIPTION = /^(.+?: (?:first )?)annual subscription(?:\b.*)?$/;

/**
 * The first day of the year a payment made on `today` buys: the day after the current expiry
 * when the member renews by it, otherwise the payment date (grace period included: the year is
 * never back-dated, so no one pays for days already gone).
 */
export function subscriptionStart(validUntil: string | null, today: string): string {
  return validUntil && validUntil >= today ? addDays(validUntil, 1) : today;
}

/**
 * What an unpaid renewal bill says on `today`: the start it will have if paid now by the rule of
 * {@link subscriptionStart}. Once the paid year is over that start is the payment date, so the
 * bill says so rather than naming a day that moves.
 */
export function billedSubscriptionLabel(validUntil: string | null, today: string): string {
  return validUntil && validUntil >= today
    ? `${SUBSCRIPTION} from ${readableDate(addDays(validUntil, 1))}`
    : `${SUBSCRIPTION}, a year from the day it is paid`;
}

/** What a paid subscription says: exactly the period it bought. */
export function paidSubscriptionLabel(periodFrom: string, validUntil: string): string {
  return `${SUBSCRIPTION}, ${readableDate(periodFrom)} to ${readableDate(validUntil)}`;
}

/**
 * `description` with its subscription label replaced by `label`, keeping the membership type's
 * name before it; null when the fee is not a subscription (its text is then left as billed).
 */
export function restatedSubscription(description: string, label: string): string | null {
  const match = SUBSCRIPTION_DESCRIPTION.exec(description);
  return match ? `${match[1]}${label}` : null;
}

/**
 * A subscription fee's description without the period it states ("Full Membership: annual
 * subscription"), for a page that states the period in a row of its own (the receipt); null when
 * the fee is not a subscription.
 */
export function subscriptionWithoutPeriod(description: string): string | null {
  return restatedSubscription(description, SUBSCRIPTION);
}
