import { describe, expect, it } from 'vitest';
import { answerUnits, unitText } from './answer-units';

describe('answerUnits', () => {
  it('keeps a list item with the lead-in that gives it meaning', () => {
    const units = answerUnits(
      '2. Membership may be terminated under the following circumstances a. Non-payment of fees, after notice; b. Breach of this Constitution;',
    ).map(unitText);
    // The lead-in is no sentence on its own, so it is only quoted with an item.
    expect(units).toEqual([
      'Membership may be terminated under the following circumstances (a) Non-payment of fees, after notice;',
      'Membership may be terminated under the following circumstances … (b) Breach of this Constitution;',
    ]);
    expect(units.every((unit) => !/^\(?[a-z][.)]/.test(unit))).toBe(true);
  });

  it('quotes a later item as one item of a list, so its label is not read as a word', () => {
    const [, second, third] = answerUnits(
      'A candidate shall be eligible if they a. hold a licence; b. have paid their dues; c. live in Zambia.',
    ).map(unitText);
    expect(second).toBe('A candidate shall be eligible if they … (b) have paid their dues;');
    expect(third).toBe('A candidate shall be eligible if they … (c) live in Zambia.');
  });

  it('splits a clause without a list into its sentences', () => {
    expect(
      answerUnits('1. The term is three years. It may be renewed once.').map(unitText),
    ).toEqual(['The term is three years.', 'It may be renewed once.']);
  });

  it('cuts a very long unit at a word', () => {
    const [unit] = answerUnits(`1. ${'word '.repeat(200)}`).map(unitText);
    expect(unit?.endsWith('…')).toBe(true);
    expect(unit?.length).toBeLessThanOrEqual(421);
  });
});
