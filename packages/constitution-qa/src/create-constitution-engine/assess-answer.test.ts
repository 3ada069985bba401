import { describe, expect, it } from 'vitest';
import { DECLINE_BELOW, declineLine } from './assess-answer';

describe('declineLine', () => {
  it('is lower for a message that tells the member’s situation before it asks', () => {
    expect(declineLine({ confidence: 0.3 }, true)).toBeLessThan(DECLINE_BELOW);
    expect(declineLine({ confidence: 0.3 }, false)).toBe(DECLINE_BELOW);
  });

  it('keeps the usual line when a rule on what a constitution cannot hold decided', () => {
    expect(declineLine({ confidence: 0.2, unmet: true }, true)).toBe(DECLINE_BELOW);
    expect(declineLine({ confidence: 0.05, noticeFact: 'opinion' }, true)).toBe(DECLINE_BELOW);
    expect(declineLine({ confidence: 0, missingArticle: 300 }, true)).toBe(DECLINE_BELOW);
  });
});
