import { readableDate } from './lusaka-date';
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
}

/**
 * The dashboard's line for an unpaid fee, in plain words with one colon at most: what to do and
 * by when (the last day of good standing, so the date the member reads is the day their card
 * would stop checking), then the amount and the year it buys. The year is said by the rule a
 * payment follows (`subscriptionStart`), not read from the bill's text, which the dues job restates
 * only at its next run after the paid year ends.
 *
 * A member with a paid year on record renews, also once lapsed after the grace period
 * (PENDING_PAYMENT again), with no date then; everyone else pays a first subscription. A member
 * from before online dues (ACTIVE, no paid year on record) keeps the renewal's kind but is asked
 * to pay: they have never paid here, and "Renew" read as if a payment were on record.
 */
export function duesTodo(input: DuesTodoInput): { kind: 'renew' | 'pay'; message: string } {
  const { status, validUntil, amount, description, today } = input;
  const kind =
    status === 'ACTIVE' || (status === 'PENDING_PAYMENT' && validUntil) ? 'renew' : 'pay';
  const type = SUBSCRIPTION_FEE.exec(description)?.[1];
  if (!type) {
    // A fee that is not a subscription (none is billed today) is named as it was billed.
    return { kind, message: `Pay ${amount} for ${description}` };
  }
  const runsOn = validUntil !== null && validUntil >= today;
  const year = runsOn
    ? `for a year from ${readableDate(subscriptionStart(validUntil, today))}`
    : 'for a year from the day you pay';
  if (!validUntil) {
    return { kind, message: `Pay your first subscription: ${amount}, ${type} ${year}` };
  }
  const by =
    status === 'ACTIVE' && input.standingUntil ? ` by ${readableDate(input.standingUntil)}` : '';
  return { kind, message: `Renew your membership${by}: ${amount}, ${type} ${year}` };
}
