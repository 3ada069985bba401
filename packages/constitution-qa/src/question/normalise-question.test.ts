import { describe, expect, it } from 'vitest';
import { tokenise } from '../internal/tokenise';
import { normaliseQuestion } from './normalise-question';

describe('normaliseQuestion', () => {
  it('reads full-width and mathematical letters as the letters they show (NFKC)', () => {
    expect(normaliseQuestion('ｗｈａｔ ｉｓ ａ ｑｕｏｒｕｍ？')).toBe('what is a quorum?');
    expect(normaliseQuestion('𝐪𝐮𝐨𝐫𝐮𝐦')).toBe('quorum');
    expect(normaliseQuestion('𝘲𝘶𝘰𝘳𝘶𝘮 𝟐𝟎𝟐𝟓')).toBe('quorum 2025');
    expect(normaliseQuestion('ﬁnes')).toBe('fines');
  });

  it('drops the accents and dots of Latin letters, the dotted capital I included', () => {
    expect(normaliseQuestion('İSTANBUL')).toBe('ISTANBUL');
    // Lower-cased, "İ" is "i" and a combining dot above (U+0307).
    expect(normaliseQuestion('İSTANBUL'.toLowerCase())).toBe('istanbul');
    expect(normaliseQuestion('café résumé')).toBe('cafe resume');
    expect(normaliseQuestion('cafe\u0301')).toBe('cafe');
  });

  it('keeps letters of other scripts as typed', () => {
    expect(normaliseQuestion('Что такое кворум?')).toBe('Что такое кворум?');
    expect(normaliseQuestion('ما هو النصاب')).toBe('ما هو النصاب');
  });

  it('gives the tokeniser whole words where it read fragments', () => {
    const words = (text: string) => tokenise(text).map((token) => token.word);
    expect(words(normaliseQuestion('ｑｕｏｒｕｍ'))).toEqual(['quorum']);
    expect(words(normaliseQuestion('İSTANBUL'.toLowerCase()))).toEqual(['istanbul']);
  });
});
