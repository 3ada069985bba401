import { describe, expect, it } from 'vitest';
import { reasonAsSentence } from './reason-as-sentence';

describe('reasonAsSentence', () => {
  it('ends a reason typed without a full stop', () => {
    expect(reasonAsSentence(' The licence is unreadable ')).toBe('The licence is unreadable.');
  });

  it('keeps a reason that already ends a sentence', () => {
    expect(reasonAsSentence('The licence is unreadable.')).toBe('The licence is unreadable.');
    expect(reasonAsSentence('Is the licence current?')).toBe('Is the licence current?');
    expect(reasonAsSentence('Send the letter (signed.)')).toBe('Send the letter (signed.)');
  });
});
