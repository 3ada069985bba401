import { describe, expect, it } from 'vitest';
import { parseConstitutionText } from '../parse-constitution-text/parse-constitution-text';
import { buildPassages } from '../retrieval/constitution-passage';
import { bundledEnglishWords } from '../semantic/english-words';
import { bundledWordVectors } from '../semantic/word-vectors';
import { createEngineRankers } from './engine-rankers';

const document = parseConstitutionText(`# Constitution
## Article 1: Discipline of members
1. Abuse of office by a member is misconduct.
2. The President may be removed for gross misconduct.
## Article 2: Funds
1. The funds of the Association shall be kept in a bank.`);

describe('createEngineRankers', () => {
  const { separate } = createEngineRankers(buildPassages(document), {
    vectors: bundledWordVectors(),
  });

  it('splits words a phone keyboard ran together', () => {
    expect(separate('canthe president be removed')).toBe('can the president be removed');
  });

  it('leaves a form of a word the passages use as written', () => {
    // "abusing" is a form of the passages' "abuse": split, it read as "abu sing".
    expect(separate('a president abusing office')).toBe('a president abusing office');
  });

  it('leaves a word of English as written, though its parts are words too', () => {
    const withWords = createEngineRankers(buildPassages(document), {
      vectors: bundledWordVectors(),
      englishWords: bundledEnglishWords(),
    });
    // "refund" is no word of the passages nor of the vectors' common words; split, it read as
    // the passages' "fund".
    expect(separate('can i get a refund')).toBe('can i get a re fund');
    expect(withWords.separate('can i get a refund')).toBe('can i get a refund');
    expect(withWords.separate('canthe president be removed')).toBe('can the president be removed');
  });
});
