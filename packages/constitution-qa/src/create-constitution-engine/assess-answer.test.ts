import { describe, expect, it } from 'vitest';
import { DECLINE_BELOW, declineLine } from './assess-answer';

const toldFirst = 'our branch treasurer left last month. can the chair appoint someone to act?';
const long =
  'can the chair of a branch appoint somebody to act as treasurer for the rest of the year when the one we elected leaves';

describe('declineLine', () => {
  it('is lower for a message that tells the member’s situation before it asks, or is long', () => {
    expect(declineLine({ confidence: 0.3 }, toldFirst)).toBeLessThan(DECLINE_BELOW);
    expect(declineLine({ confidence: 0.3 }, long)).toBeLessThan(DECLINE_BELOW);
    expect(declineLine({ confidence: 0.3 }, 'can the chair appoint an acting treasurer')).toBe(
      DECLINE_BELOW,
    );
  });

  it('keeps the usual line when a rule on what a constitution cannot hold decided', () => {
    expect(declineLine({ confidence: 0.2, unmet: true }, toldFirst)).toBe(DECLINE_BELOW);
    expect(declineLine({ confidence: 0.05, noticeFact: 'opinion' }, long)).toBe(DECLINE_BELOW);
    expect(declineLine({ confidence: 0, missingArticles: [300] }, toldFirst)).toBe(DECLINE_BELOW);
  });
});
