import { describe, expect, it } from 'vitest';
import {
  MAX_RANKED_WORDS,
  MAX_UNKNOWN_WORDS,
  mostInformativeWords,
} from './most-informative-words';

const documentIdf = new Map([
  ['expulsion', 3],
  ['appeal', 2.5],
  ['member', 0.4],
]);
const idfOf = (word: string) => documentIdf.get(word);

describe('mostInformativeWords', () => {
  it('keeps every word of a message within the cap, each once', () => {
    expect([...mostInformativeWords(['member', 'boss', 'member', 'appeal'], idfOf)]).toEqual([
      'member',
      'boss',
      'appeal',
    ]);
  });

  it("keeps the document's rarest words first, then words it does not use, earlier first", () => {
    const words = ['yesterday', 'member', 'boss', 'appeal', 'expulsion', 'weekend'];
    expect([...mostInformativeWords(words, idfOf, 4)].sort()).toEqual(
      ['appeal', 'expulsion', 'member', 'yesterday'].sort(),
    );
    expect([...mostInformativeWords(words, idfOf, 2)].sort()).toEqual(['appeal', 'expulsion']);
  });

  it('reads at most the cap of a message of hundreds of distinct words', () => {
    const words = Array.from({ length: 400 }, (_, index) => `word${index}`);
    const kept = mostInformativeWords([...words, 'expulsion'], idfOf);
    // The document's words first, then at most MAX_UNKNOWN_WORDS it does not use.
    expect(kept.size).toBe(1 + MAX_UNKNOWN_WORDS);
    expect(kept.has('expulsion')).toBe(true);
    expect(kept.has('word0')).toBe(true);
    expect(kept.has('word399')).toBe(false);
  });

  // A word the document does not use costs a correction and a pass for neighbours: a message of
  // near misses within the cap still reads only MAX_UNKNOWN_WORDS of them.
  it('reads at most MAX_UNKNOWN_WORDS words the document does not use', () => {
    const words = Array.from({ length: MAX_RANKED_WORDS }, (_, index) => `word${index}`);
    const kept = mostInformativeWords([...words, 'member', 'appeal'], idfOf);
    expect([...kept]).toEqual([...words.slice(0, MAX_UNKNOWN_WORDS), 'member', 'appeal']);
  });
});
