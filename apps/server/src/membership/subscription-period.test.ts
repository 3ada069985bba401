import { describe, expect, it } from 'vitest';
import { oneYearFrom } from './lusaka-date';
import {
  billedSubscriptionLabel,
  paidSubscriptionLabel,
  restatedSubscription,
  subscriptionStart,
  subscriptionWithoutPeriod,
} from './subscription-period';

describe('the year a subscription payment buys', () => {
  const validUntil = '2027-12-07';
  const grace = 30;

  it('runs on from the current year when paid before it ends, to the day after the anniversary', () => {
    const start = subscriptionStart(validUntil, '2027-11-14', grace);
    expect(start).toBe('2027-12-08');
    expect(oneYearFrom(start)).toBe('2028-12-07');
  });

  it('runs on from the current year when paid on its last day', () => {
    expect(subscriptionStart(validUntil, validUntil, grace)).toBe('2027-12-08');
  });

  it('runs on from the paid year’s end when paid in the grace period: standing never broke', () => {
    const start = subscriptionStart(validUntil, '2027-12-20', grace);
    expect(start).toBe('2027-12-08');
    expect(oneYearFrom(start)).toBe('2028-12-07');
  });

  it('runs on from the paid year’s end when paid on the grace period’s last day', () => {
    expect(subscriptionStart(validUntil, '2028-01-06', grace)).toBe('2027-12-08');
  });

  it('starts on the payment date the day after the grace period (lapsed), and for a first year', () => {
    expect(subscriptionStart(validUntil, '2028-01-07', grace)).toBe('2028-01-07');
    expect(oneYearFrom('2028-01-07')).toBe('2029-01-06');
    expect(subscriptionStart(validUntil, '2028-02-20', grace)).toBe('2028-02-20');
    expect(subscriptionStart(null, '2026-12-06', grace)).toBe('2026-12-06');
  });

  it('follows the grace period configured (DUES_GRACE_DAYS)', () => {
    expect(subscriptionStart(validUntil, '2027-12-08', 0)).toBe('2027-12-08');
    expect(subscriptionStart(validUntil, '2027-12-17', 10)).toBe('2027-12-08');
    expect(subscriptionStart(validUntil, '2027-12-18', 10)).toBe('2027-12-18');
  });
});

describe('what an unpaid renewal bill says it buys', () => {
  const validUntil = '2027-12-07';

  it('names the day after the paid year while the paid year or its grace period runs', () => {
    for (const today of ['2027-11-07', '2027-12-07', '2027-12-20', '2028-01-06']) {
      expect(billedSubscriptionLabel(validUntil, today, 30), today).toBe(
        'annual subscription from 8 December 2027',
      );
    }
  });

  it('says a year from the day it is paid once the grace period is over, or with no paid year', () => {
    expect(billedSubscriptionLabel(validUntil, '2028-01-07', 30)).toBe(
      'annual subscription, a year from the day it is paid',
    );
    expect(billedSubscriptionLabel(null, '2027-12-20', 30)).toBe(
      'annual subscription, a year from the day it is paid',
    );
  });
});

describe('a paid subscription fee’s description', () => {
  const paid = paidSubscriptionLabel('2026-12-06', '2027-12-05');

  it('states the period a renewal bought', () => {
    expect(
      restatedSubscription('Full Membership: annual subscription from 5 December 2027', paid),
    ).toBe('Full Membership: annual subscription, 6 December 2026 to 5 December 2027');
  });

  it('states the period a first subscription bought too, still saying it was the first', () => {
    expect(restatedSubscription('Full Membership: first annual subscription', paid)).toBe(
      'Full Membership: first annual subscription, 6 December 2026 to 5 December 2027',
    );
  });

  it('leaves a fee that is no subscription as billed', () => {
    expect(restatedSubscription('Conference registration', paid)).toBeNull();
  });
});

describe('a subscription fee’s description without its period (the receipt’s "For")', () => {
  it('drops the period a paid subscription states, keeping the type and "first"', () => {
    expect(
      subscriptionWithoutPeriod(
        'Full Membership: annual subscription, 6 December 2026 to 5 December 2027',
      ),
    ).toBe('Full Membership: annual subscription');
    expect(
      subscriptionWithoutPeriod(
        'Student Membership: first annual subscription, 6 December 2026 to 5 December 2027',
      ),
    ).toBe('Student Membership: first annual subscription');
  });

  it('drops the start an older bill named', () => {
    expect(
      subscriptionWithoutPeriod('Full Membership: annual subscription from 5 December 2027'),
    ).toBe('Full Membership: annual subscription');
  });

  it('has nothing to say of a fee that is no subscription', () => {
    expect(subscriptionWithoutPeriod('Conference registration')).toBeNull();
  });
});
