import { describe, expect, it } from 'vitest';
import { articleReferences, namedArticleNumbers } from './article-reference';

describe('ranges of Articles', () => {
  it.each([
    ['what do articles 20 to 22 cover', [20, 21, 22]],
    ['arts 7-9 pls', [7, 8, 9]],
    ['Articles 31 through 33, in short', [31, 32, 33]],
    ['from article 50 to article 52', [50, 51, 52]],
    ['sections 4 – 6', [4, 5, 6]],
    ['articles six to eight', [6, 7, 8]],
    ['article 2 and articles 10 to 11', [2, 10, 11]],
    ['articles 60 to 61 and 70', [60, 61, 70]],
  ])('reads %j as the Articles it spans', (question, expected) => {
    expect(articleReferences(question)).toEqual(expected);
  });

  it('reads a wide range up to three, and keeps the rest for the answer to name', () => {
    expect(articleReferences('articles 100 to 110')).toEqual([100, 101, 102]);
    expect(namedArticleNumbers('articles 100 to 110')).toHaveLength(11);
    expect(namedArticleNumbers('articles 1 to 999 and 5').at(-1)).toBe(999);
  });

  it('reads no range where the second number counts something else', () => {
    expect(articleReferences('does article 30 give 14 days to appeal')).toEqual([30]);
    expect(articleReferences('under article 30 to 14 days')).toEqual([30]);
    expect(articleReferences('article 44 - 2 members short')).toEqual([44]);
    expect(articleReferences('does article 40 apply to one who resigned')).toEqual([40]);
    expect(articleReferences('article 40 - one question')).toEqual([40]);
  });

  it('keeps "arts" for Articles only before a number', () => {
    expect(articleReferences('arts and culture')).toEqual([]);
    expect(articleReferences('arts 3 and 4')).toEqual([3, 4]);
  });
});
