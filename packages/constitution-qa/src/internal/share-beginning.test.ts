import { describe, expect, it } from 'vitest';
import { shareBeginning } from './share-beginning';

describe('shareBeginning', () => {
  it('meets forms of one word that stemming kept apart', () => {
    expect(shareBeginning('incapacit', 'incapac', 6)).toBe(true);
    expect(shareBeginning('defin', 'definit', 5)).toBe(true);
  });

  it('keeps apart words that only begin alike', () => {
    expect(shareBeginning('defin', 'definit', 6)).toBe(false);
    expect(shareBeginning('represent', 'reprimand', 5)).toBe(false);
  });
});
