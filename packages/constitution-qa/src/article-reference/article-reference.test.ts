import { describe, expect, it } from 'vitest';
import { articleReference } from './article-reference';

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
