import { describe, expect, it } from 'vitest';
import { otherWaysOfSaying } from './site-synonyms';

describe('otherWaysOfSaying', () => {
  it('gives the other terms of each group the text holds, not those it already says', () => {
    expect(otherWaysOfSaying('Pay by MoMo')).toEqual(['mobile money']);
    expect(otherWaysOfSaying('Open vacancies')).toEqual(['job', 'vacancy', 'career']);
    // A same meaning is found at the start of a longer word, then said as the short word too.
    expect(otherWaysOfSaying('how do i pay subs')).toEqual(['fee', 'subscription', 'dues']);
    expect(otherWaysOfSaying('annual subscriptions')).toEqual([
      'fee',
      'subscription',
      'dues',
      'subs',
    ]);
  });

  it('reads an abbreviation as a whole word only', () => {
    expect(otherWaysOfSaying('the cost of a course')).toEqual([]);
    expect(otherWaysOfSaying('a CO in Lusaka')).toEqual(['clinical officer']);
  });
});
