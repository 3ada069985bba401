import { describe, expect, it } from 'vitest';
import { paidYearWords, type StandingFacts } from './membership-standing';

// The paid year in the member's card's words, as the secretariat's look-up, record and billing
// search say it (they said "paid up to", "Paid up to" and "paid until" for one date).
describe('paidYearWords', () => {
  const paid: StandingFacts = {
    status: 'ACTIVE',
    validUntil: '2027-12-06',
    goodStanding: true,
    goodStandingUntil: '2028-01-05',
  };

  it('says the paid year runs to its last day, that day included', () => {
    expect(paidYearWords(paid, '2027-06-01')).toBe('runs to 6 December 2027');
    expect(paidYearWords(paid, '2027-12-06')).toBe('runs to 6 December 2027');
  });

  it('says a year in its grace period ended, and by when to renew', () => {
    expect(paidYearWords(paid, '2027-12-07')).toBe(
      'ended 6 December 2027 (in the grace period: renew by 5 January 2028)',
    );
    expect(paidYearWords(paid, '2028-01-05')).toBe(
      'ended 6 December 2027 (in the grace period: renew by 5 January 2028)',
    );
  });

  it('says only that it ended once the grace period is over, before the dues job and after', () => {
    const over = { ...paid, goodStanding: false, goodStandingUntil: null };
    expect(paidYearWords(over, '2028-01-06')).toBe('ended 6 December 2027');
    expect(paidYearWords({ ...over, status: 'PENDING_PAYMENT' }, '2028-02-01')).toBe(
      'ended 6 December 2027',
    );
  });

  it('says nothing with no paid year on record', () => {
    expect(
      paidYearWords({ ...paid, validUntil: null, goodStandingUntil: null }, '2027-06-01'),
    ).toBe(undefined);
  });
});
