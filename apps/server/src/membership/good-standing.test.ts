import { describe, expect, it } from 'vitest';
import { goodStandingUntil } from './good-standing';

const member = { status: 'ACTIVE', validUntil: '2027-12-06' };

describe('good standing', () => {
  it('runs to the end of the grace period, whatever day it is asked, so the date never moves on', () => {
    // A month before, on the paid year's last day, the morning after it and on the grace's last
    // day: the same answer (the renewal SMS says "good standing until 5 January 2028" too).
    for (const today of ['2027-11-06', '2027-12-06', '2027-12-07', '2028-01-05']) {
      expect(goodStandingUntil(member, today, 30)).toEqual({
        goodStanding: true,
        until: '2028-01-05',
      });
    }
  });

  it('has ended the day after the grace period', () => {
    expect(goodStandingUntil(member, '2028-01-06', 30)).toEqual({
      goodStanding: false,
      until: null,
    });
  });

  it('is the paid year alone with no grace period', () => {
    expect(goodStandingUntil(member, '2027-12-06', 0)).toEqual({
      goodStanding: true,
      until: '2027-12-06',
    });
    expect(goodStandingUntil(member, '2027-12-07', 0).goodStanding).toBe(false);
  });

  it('has no date for an active member from before online dues, and none for a lapsed one', () => {
    expect(goodStandingUntil({ status: 'ACTIVE', validUntil: null }, '2027-12-06', 30)).toEqual({
      goodStanding: true,
      until: null,
    });
    expect(
      goodStandingUntil({ status: 'PENDING_PAYMENT', validUntil: '2027-12-06' }, '2027-12-01', 30),
    ).toEqual({ goodStanding: false, until: null });
  });
});
