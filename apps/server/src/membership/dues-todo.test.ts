import { describe, expect, it } from 'vitest';
import { duesTodo } from './dues-todo';

const fee = { amount: 'K300.00', today: '2027-11-20', graceDays: 30 };

describe("the dashboard's to-do for an unpaid subscription", () => {
  it('asks a member in their paid year to renew by the last day of good standing (the grace period’s), for the year that follows', () => {
    expect(
      duesTodo({
        ...fee,
        status: 'ACTIVE',
        validUntil: '2027-12-06',
        // `goodStandingUntil`: the grace period's last day, also while the paid year runs.
        standingUntil: '2028-01-05',
        description: 'Full Membership: annual subscription from 7 December 2027',
      }),
    ).toEqual({
      kind: 'renew',
      message:
        'Renew your membership by 5 January 2028: K300.00, Full Membership for a year from 7 December 2027',
    });
  });

  it('in the grace period gives its last day, for the year that continues the paid one', () => {
    for (const today of ['2027-12-07', '2027-12-20', '2028-01-05']) {
      expect(
        duesTodo({
          ...fee,
          today,
          status: 'ACTIVE',
          validUntil: '2027-12-06',
          standingUntil: '2028-01-05',
          description: 'Full Membership: annual subscription from 7 December 2027',
        }).message,
        today,
      ).toBe(
        'Renew your membership by 5 January 2028: K300.00, Full Membership for a year from 7 December 2027',
      );
    }
  });

  it('the day after the grace period, before the dues job has lapsed the member, for a year from the payment', () => {
    expect(
      duesTodo({
        ...fee,
        today: '2028-01-06',
        status: 'ACTIVE',
        validUntil: '2027-12-06',
        standingUntil: null,
        // The dues job has not restated the bill yet: the year is said by the rule all the same.
        description: 'Full Membership: annual subscription from 7 December 2027',
      }).message,
    ).toBe('Renew your membership: K300.00, Full Membership for a year from the day you pay');
  });

  it('gives no date once the membership has lapsed', () => {
    expect(
      duesTodo({
        ...fee,
        today: '2028-02-01',
        status: 'PENDING_PAYMENT',
        validUntil: '2027-12-06',
        standingUntil: null,
        description: 'Full Membership: annual subscription, a year from the day it is paid',
      }),
    ).toEqual({
      kind: 'renew',
      message: 'Renew your membership: K300.00, Full Membership for a year from the day you pay',
    });
  });

  it('asks an approved applicant to pay their first subscription', () => {
    expect(
      duesTodo({
        ...fee,
        status: 'PENDING_PAYMENT',
        validUntil: null,
        standingUntil: null,
        description: 'Student Membership: first annual subscription',
      }),
    ).toEqual({
      kind: 'pay',
      message:
        'Pay your first subscription: K300.00, Student Membership for a year from the day you pay',
    });
  });

  it('asks a member from before online dues, billed by the secretariat, to pay, not renew', () => {
    expect(
      duesTodo({
        ...fee,
        status: 'ACTIVE',
        validUntil: null,
        standingUntil: null,
        description: 'Full Membership: annual subscription, a year from the day it is paid',
      }),
    ).toEqual({
      kind: 'renew',
      message:
        'Pay your first subscription: K300.00, Full Membership for a year from the day you pay',
    });
  });

  it('names a fee that is no subscription as it was billed', () => {
    expect(
      duesTodo({
        ...fee,
        status: 'PENDING_PAYMENT',
        validUntil: null,
        standingUntil: null,
        description: 'Practising licence',
      }).message,
    ).toBe('Pay K300.00 for Practising licence');
  });

  it('never has more than one colon', () => {
    const message = duesTodo({
      ...fee,
      status: 'ACTIVE',
      validUntil: '2027-12-06',
      standingUntil: '2028-01-05',
      description: 'Full Membership: annual subscription from 7 December 2027',
    }).message;
    expect(message.split(':')).toHaveLength(2);
  });
});
