import { describe, expect, it } from 'vitest';
import { MAX_RANKED_WORDS } from '../internal/most-informative-words';
import { parseConstitutionText } from '../parse-constitution-text/parse-constitution-text';
import { createSemanticRetriever } from '../semantic/semantic-retriever';
import { bundledWordVectors } from '../semantic/word-vectors';
import { sampleConstitution } from '../test-support/sample-constitution';
import { buildPassages } from './constitution-passage';
import { createLexicalRetriever } from './lexical-retriever';

// A long message's cost is bounded by the number of distinct words ranked (MAX_RANKED_WORDS), not
// by its length: 400 distinct words the document never uses, told before the question.
const SYLLABLES = ['ba', 'ko', 'ri', 'mu', 'te', 'lo', 'shi', 'na', 'pe', 'vu', 'zo', 'da'];
const story = Array.from(
  { length: 400 },
  (_, index) =>
    `${SYLLABLES[index % 12]}${SYLLABLES[Math.floor(index / 12) % 12]}${SYLLABLES[Math.floor(index / 144)]}x`,
).join(' ');
const message = `${story}, so can an expelled member appeal against expulsion under article 2?`;
const passages = buildPassages(parseConstitutionText(sampleConstitution));

describe('a message of hundreds of distinct words', () => {
  it('is ranked lexically by at most the cap of its words, its own rare ones and named Article kept', () => {
    const retriever = createLexicalRetriever(passages);
    expect(new Set(story.split(' ')).size).toBe(400);
    expect(story.split(' ').some((word) => retriever.usesWord(word))).toBe(false);
    const query = retriever.read(message);
    expect(query.words.length).toBeLessThanOrEqual(MAX_RANKED_WORDS);
    expect(query.words).toEqual(
      expect.arrayContaining(['expelled', 'member', 'appeal', 'expulsion']),
    );
    expect(query.articleNumbers).toEqual([2]);
    expect(retriever.rank(query, 1)[0]?.passage.articleNumber).toBe(2);
  });

  it('is ranked semantically by at most the cap of its words, its own rare ones kept', () => {
    const words = createSemanticRetriever(passages, bundledWordVectors()).read(message);
    expect(words.length).toBeLessThanOrEqual(MAX_RANKED_WORDS);
    expect(words).toEqual(expect.arrayContaining(['expelled', 'member', 'appeal', 'expulsion']));
  });
});
