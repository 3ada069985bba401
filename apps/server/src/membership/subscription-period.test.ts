import { describe, expect, it } from 'vitest';
import { oneYearFrom } from './lusaka-date';
import {
  paidSubscriptionLabel,
  restatedSubscription,
  subscriptionStart,
  subscriptionWithoutPeriod,
} from './subscription-period';

describe('the year a subscription payment buys', () => {
  const validUntil = '2027-12-04';

  it('runs on from the current year when paid before it ends, to the day after the anniversary', () => {
    const start = subscriptionStart(validUntil, '2027-11-14');
    expect(start).toBe('2027-12-05');
    expect(oneYearFrom(start)).toBe('2028-12-04');
  });

  it('runs on from the current year when paid on its last day', () => {
    expect(subscriptionStart(validUntil, validUntil)).toBe('2027-12-05');
  });

  it('starts on the payment date during the grace period: never back-dated over days gone', () => {
    const start = subscriptionStart(validUntil, '2027-12-15');
    expect(start).toBe('2027-12-15');
    expect(oneYearFrom(start)).toBe('2028-12-14');
  });

  it('starts on the payment date after the membership lapsed, and for a first year', () => {
    expect(subscriptionStart(validUntil, '2028-01-20')).toBe('2028-01-20');
    expect(subscriptionStart(null, '2026-12-06')).toBe('2026-12-06');
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
