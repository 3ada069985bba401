import { describe, expect, it } from 'vitest';
import { createWordSeparator, MAX_MISSPELLING_CHECKS } from './separate-joined-words';

const functionWords = new Set(['can', 'the', 'how', 'many', 'for', 'is', 'what']);
const words = new Set(['president', 'prez', 'members', 'quorum', 'subs', 'banda', 'band']);
const separate = createWordSeparator(
  (word) => (functionWords.has(word) ? 1 : words.has(word) ? 2 : 0),
  (word) => word === 'presidnet',
);

describe('createWordSeparator', () => {
  it('puts back the space between two known words run together', () => {
    expect(separate('canthe prez be removed')).toBe('can the prez be removed');
    expect(separate('HowMany members')).toBe('How Many members');
    expect(separate('subsfor students')).toBe('subs for students');
  });

  it('leaves known words, misspellings and names as written', () => {
    expect(separate('the quorum')).toBe('the quorum');
    // A misspelling of a known word is the corrector's, not two words.
    expect(separate('presidnet')).toBe('presidnet');
    // Parts of one letter are not read: "Banda" is not "band a".
    expect(separate('Banda')).toBe('Banda');
    expect(separate('Mwape')).toBe('Mwape');
  });

  it('writes a known word as two where the document does', () => {
    const apart = createWordSeparator(
      (word) => (words.has(word) || word === 'spokesperson' ? 2 : 0),
      () => false,
      (_word, left, right) => left === 'spokes' && right === 'person',
    );
    expect(apart('the Spokesperson said')).toBe('the Spokes person said');
    expect(apart('the spokesman said')).toBe('the spokesman said');
  });

  // Whether a word is a misspelling costs a near-word lookup: asked only of a word that could be
  // split, and of at most MAX_MISSPELLING_CHECKS words a message.
  it('asks the corrector only where a split exists, and a bounded number of times', () => {
    let asked = 0;
    const counting = createWordSeparator(
      (word) => (functionWords.has(word) ? 1 : words.has(word) ? 2 : 0),
      () => {
        asked += 1;
        return false;
      },
    );
    expect(counting('admintstratoon '.repeat(100))).toBe('admintstratoon '.repeat(100));
    expect(asked).toBe(0);
    const joined = 'canthe '.repeat(100).trim();
    const separated = counting(joined).split(' ');
    expect(asked).toBe(MAX_MISSPELLING_CHECKS);
    expect(separated.filter((word) => word === 'can')).toHaveLength(MAX_MISSPELLING_CHECKS);
  });
});
