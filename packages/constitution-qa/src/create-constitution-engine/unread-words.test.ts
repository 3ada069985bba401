import { describe, expect, it } from 'vitest';
import type { LexicalQuery } from '../retrieval/lexical-retriever';
import { unreadWords } from './unread-words';

function query(words: string[], explained: number[] = []): LexicalQuery {
  return {
    words,
    wordWeights: words.map(() => 1),
    terms: explained.map((word) => ({ stem: words[word] ?? '', weight: 1, importance: 1, word })),
    expansions: [],
    omissions: [],
    pairs: [],
    articleNumbers: [],
    articleNumbersLeft: [],
  };
}

describe('unreadWords', () => {
  const knowsNothing = () => false;

  it('names the words nothing read, at most three, in the order written', () => {
    const read = query(['zorb', 'council', 'plimsk', 'vexq', 'wug'], [1]);
    expect(unreadWords(read, knowsNothing, 'zorb council plimsk vexq wug')).toEqual([
      'zorb',
      'plimsk',
      'vexq',
    ]);
  });

  it('never names a word English knows, a figure, or a word nobody wrote as such', () => {
    const read = query(['picnic', '2019', 'goahead', 'zorb']);
    const knows = (word: string) => word === 'picnic';
    // "go-ahead" is read as one word, "goahead", which the member never wrote.
    expect(unreadWords(read, knows, 'a picnic in 2019, the go-ahead for zorb')).toEqual(['zorb']);
  });
});
