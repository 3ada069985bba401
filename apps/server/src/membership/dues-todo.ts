import { addDays, readableDate } from './lusaka-date';
import { subscriptionStart } from './subscription-period';

/** A subscription fee's description, "<type>: annual subscription…" or "<type>: first annual…". */
const SUBSCRIPTION_FEE = /^(.+?): (?:first )?annual subscription\b/;

/** What the dashboard's to-do needs of the member and of their oldest unpaid fee. */
export interface DuesTodoInput {
  status: string;
  validUntil: string | null;
  /** The last day the member stays in good standing (`goodStandingUntil`), or null. */
  standingUntil: string | null;
  amount: string;
  description: string;
  /** Lusaka's date today. */
  today: string;
  /** `DUES_GRACE_DAYS`: a renewal paid within them continues the paid year. */
  graceDays: number;
}

/**
 * The dashboard's line for an unpaid fee, in plain words with one colon at most: what to do and
 * by when (the last day of good standing, so the date the member reads is the day their card
 * would stop checking), then the amount and the year it buys. The year is said by the rule a
 * payment follows (`subscriptionStart`: continued from the paid year's end when paid within the
 * grace period, from the day of payment once lapsed), not read from the bill's text, which the dues
 * job restates only at its next run after the grace period ends.
 *
 * A member with a paid year on record renews, also once lapsed after the grace period
 * (PENDING_PAYMENT again), with no date then; everyone else pays a first subscription. A member
 * from before online dues (ACTIVE, no paid year on record) keeps the renewal's kind but is asked
 * to pay: they have never paid here, and "Renew" read as if a payment were on record.
 */
export function duesTodo(input: DuesTodoInput): { kind: 'renew' | 'pay'; message: string } {
  const { status, validUntil, amount, description, today, graceDays } = input;
  const kind =
    status === 'ACTIVE' || (status === 'PENDING_PAYMENT' && validUntil) ? 'renew' : 'pay';
  const type = SUBSCRIPTION_FEE.exec(description)?.[1];
  if (!type) {
    // A fee that is not a subscription (none is billed today) is named as it was billed.
    return { kind, message: `Pay ${amount} for ${description}` };
  }
  // Within the paid year or its grace period the year continues from its end, a known day; after
  // the grace period (lapsed), and for a first year, it starts on the day of payment.
  const continues = validUntil !== null && today <= addDays(validUntil, graceDays);
  const year = continues
    ? `for a year from ${readableDate(subscriptionStart(validUntil, today, graceDays))}`
    : 'for a year from the day you pay';
  if (!validUntil) {
    return { kind, message: `Pay your first subscription: ${amount}, ${type} ${year}` };
  }
  const by =
    status === 'ACTIVE' && input.standingUntil ? ` by ${readableDate(input.standingUntil)}` : '';
  return { kind, message: `Renew your membership${by}: ${amount}, ${type} ${year}` };
}
