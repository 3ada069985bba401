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
 * Whether a payment made on `today` continues the paid year ending `validUntil`: paid by its last
 * day or within the grace period after it (`graceDays`), the member renews; later they had lapsed.
 */
function continuesPaidYear(validUntil: string | null, today: string, graceDays: number): boolean {
  return validUntil !== null && today <= addDays(validUntil, graceDays);
}

/**
 * The first day of the year a payment made on `today` buys. Paid by the last day of the paid year
 * or within the grace period after it (`graceDays`, `DUES_GRACE_DAYS`), the new year continues
 * from the day after `validUntil`, as paying on time does; paid after the grace period (the member
 * had lapsed), or for a first year, it starts on the payment date.
 *
 * Why the grace period continues the year: the member's good standing never broke during it (the
 * card and /verify said "in good standing" throughout), so those days were membership like any
 * other. Starting the year on a grace-period payment day (as it once did, "never back-dated") left
 * them in no paid year and gave a late payer up to 30 free days every year, while an on-time payer,
 * or a transfer received before the year's end, continued from it. Only a lapse, which ends the
 * standing, lets the next year start afresh.
 */
export function subscriptionStart(
  validUntil: string | null,
  today: string,
  graceDays: number,
): string {
  return validUntil && continuesPaidYear(validUntil, today, graceDays)
    ? addDays(validUntil, 1)
    : today;
}

/**
 * What an unpaid renewal bill says on `today`: the start it will have if paid now by the rule of
 * {@link subscriptionStart}. Within the paid year and its grace period that is the day after the
 * paid year; once the grace period is over the start is the payment date, so the bill says so
 * rather than naming a day that moves.
 */
export function billedSubscriptionLabel(
  validUntil: string | null,
  today: string,
  graceDays: number,
): string {
  return validUntil && continuesPaidYear(validUntil, today, graceDays)
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
