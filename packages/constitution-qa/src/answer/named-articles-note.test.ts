import { describe, expect, it } from 'vitest';
import { parseConstitutionText } from '../parse-constitution-text/parse-constitution-text';
import { articleCount, namedArticlesNote, numberList } from './named-articles-note';

// Four headings numbered 1 to 5 with a gap at 4; Article 3 is a heading with no text.
const document = parseConstitutionText(
  '# Article 1: Name\n\n1. The society is named here.\n\n# Article 2: Seat\n\n1. It sits in town.\n\n# Article 3: Levies\n\n# Article 5: Funds\n\n1. It keeps funds.\n',
);

describe('articleCount', () => {
  it('counts headings with no text apart from Articles with text', () => {
    expect(articleCount(document)).toBe(
      '3 Articles with text and 1 heading with no text yet, numbered from 1 to 5, with gaps',
    );
  });

  it('says Articles alone when every heading has text', () => {
    const whole = parseConstitutionText('# Article 1: Name\n\n1. The society is named here.\n');
    expect(articleCount(whole)).toBe('1 Article, numbered from 1 to 1');
  });
});

describe('namedArticlesNote', () => {
  it('names what was named and not quoted, each kind once', () => {
    expect(namedArticlesNote(document, [1, 9, 3], [], new Set([1]))).toBe(
      'The constitution has no Article 9; it has 3 Articles with text and 1 heading with no text yet, numbered from 1 to 5, with gaps. Article 3, Levies, is a heading with no text yet.',
    );
    expect(namedArticlesNote(document, [1, 2, 5], [6, 7, 8, 9], new Set([1, 2, 5]))).toBe(
      'You also named Articles 6 to 9: an answer quotes up to three Articles, so ask for them next.',
    );
  });

  it('is empty when every Article named was quoted', () => {
    expect(namedArticlesNote(document, [1, 2], [], new Set([1, 2]))).toBe('');
  });
});

describe('numberList', () => {
  it.each([
    [[290, 300], 'or', '290 or 300'],
    [[15, 16, 17, 18], 'and', '15 to 18'],
    [[14, 4, 12, 9, 13], 'and', '4, 9 and 12 to 14'],
    [[7, 8], 'and', '7 and 8'],
  ] as const)('writes %j', (numbers, word, expected) => {
    expect(numberList(numbers, word)).toBe(expected);
  });
});
