import { describe, expect, it } from 'vitest';
import { MAX_RANKED_WORDS, mostInformativeWords } from './most-informative-words';

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
    expect(kept.size).toBe(MAX_RANKED_WORDS);
    expect(kept.has('expulsion')).toBe(true);
    expect(kept.has('word0')).toBe(true);
    expect(kept.has('word399')).toBe(false);
  });
});
