import { describe, expect, it } from 'vitest';
import { createTextingReader } from './texting-reader';

describe('createTextingReader', () => {
  // Most frequent first, as data/english-words.txt lists them.
  const read = createTextingReader(['the', 'them', 'many', 'money', 'suspend', 'happens', 'sms']);

  it('reads a word texted without its vowels as the commonest word with those consonants', () => {
    expect(read('mny')).toBe('many');
    expect(read('thm')).toBe('them');
    expect(read('suspnd')).toBe('suspend');
    expect(read('hapns')).toBe('happens');
  });

  it('leaves a listed word, a skeleton of one letter and a word of no such consonants alone', () => {
    expect(read('sms')).toBeUndefined();
    expect(read('th')).toBe('the');
    expect(read('da')).toBeUndefined();
    expect(read('qzx')).toBeUndefined();
    // Letters out of order are no texting: "mnye" holds an "e" after the "y".
    expect(read('mnye')).toBeUndefined();
  });

  it('reads a short word only as one of the commonest words of English', () => {
    const rare = createTextingReader([
      ...Array.from({ length: 3000 }, (_, index) => `w${index}q`),
      'utah',
    ]);
    expect(rare('uth')).toBeUndefined();
    expect(rare('utahh')).toBeUndefined();
    expect(createTextingReader(['utah'])('uth')).toBe('utah');
  });
});
