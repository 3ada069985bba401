import { describe, expect, it } from 'vitest';
import { articleReference, articleReferences } from './article-reference';

describe('articleReference', () => {
  it.each([
    ['What is Article 6 about?', 6],
    ['art. 40 please', 40],
    ['Art 12', 12],
    ['Art.12', 12],
    ['what does section 101 say', 101],
    ['article no. 79', 79],
    ['article #61', 61],
    ['what is article twelve about', 12],
    ['explain article forty-two to me', 42],
    ['Article one hundred and five', 105],
    ['compare article ten and eleven', 10],
    ['section and article 40', 40],
    ['what does the 40th article say', 40],
    ['whats in artcle 88', 88],
    ['explain artical twelve', 12],
  ])('reads the number in %j', (question, expected) => {
    expect(articleReference(question)).toBe(expected);
  });

  it('finds nothing in a question without a reference', () => {
    expect(articleReference('How do I become a member?')).toBeUndefined();
    expect(articleReference('the artist 40 times')).toBeUndefined();
    expect(articleReference('which article covers fees')).toBeUndefined();
    expect(articleReference('section and article')).toBeUndefined();
    expect(articleReference('an article on the fees')).toBeUndefined();
    expect(articleReference('the 2nd election in a row')).toBeUndefined();
  });
});

describe('articleReferences', () => {
  it.each([
    ['tell me about article 7 and article 21', [7, 21]],
    ['what do articles 30 and 31 provide', [30, 31]],
    ['sections 2, 4 and 8 please', [2, 4, 8]],
    ['art. 15 & art. 16', [15, 16]],
    ['article 3 or 4, which covers the seal', [3, 4]],
    ['compare article ten and eleven', [10, 11]],
    ['article one hundred and five', [105]],
    ['articles 1, 2, 3 and 4', [1, 2, 3]],
    ['article 9 and article 9 again', [9]],
    ['the 40th article and article 41', [40, 41]],
  ])('reads every Article named in %j, in order', (question, expected) => {
    expect(articleReferences(question)).toEqual(expected);
  });

  it('reads no list where a joining word leads on to something else', () => {
    expect(articleReferences('article 40 and what it says on appeals')).toEqual([40]);
    expect(articleReferences('article 22, who does it cover')).toEqual([22]);
    expect(articleReferences('how do I become a member?')).toEqual([]);
  });
});
