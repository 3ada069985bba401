import { searchDocuments } from '@coaz/content-data/search';
import { describe, expect, it } from 'vitest';
import { assistantPages } from './assistant-site-pages';
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

  it('reads a same meaning that starts other words as a whole word or its plural', () => {
    // "Subs" starts "substance", "fee" starts "feedback", "call" starts "called" (named, convened)
    // and "cell" starts "cellulitis": none of these is about paying or phoning.
    for (const text of [
      'Treats substance-use disorders.',
      'A substitute member attends.',
      'Send feedback on the course.',
      'A meeting called by the Secretary General',
      'Cellulitis of the leg',
    ]) {
      expect(otherWaysOfSaying(text), text).toEqual([]);
    }
    expect(otherWaysOfSaying('fees')).toEqual(['fee', 'subscription', 'dues', 'subs']);
    expect(otherWaysOfSaying('calls')).toEqual(['phone', 'telephone', 'call', 'cell']);
    expect(otherWaysOfSaying('a cell number')).toEqual(['phone', 'telephone', 'call']);
  });

  it('does not head the psychiatry category, which treats substance use, with the words for fees', () => {
    const psychiatry = assistantPages(searchDocuments).find(
      (page) => page.route === '/categories/psychiatry',
    );
    expect(psychiatry?.text).toMatch(/substance/i);
    expect(psychiatry?.headings).not.toContain('fee');
    expect(psychiatry?.headings).not.toContain('subscription');
  });
});
