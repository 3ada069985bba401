import { describe, expect, it } from 'vitest';
import { articleReference } from './article-reference';

describe('articleReference', () => {
  it.each([
    ['What is Article 6 about?', 6],
    ['art. 40 please', 40],
    ['Art 12', 12],
    ['what does section 101 say', 101],
  ])('reads the number in %j', (question, expected) => {
    expect(articleReference(question)).toBe(expected);
  });

  it('finds nothing in a question without a reference', () => {
    expect(articleReference('How do I become a member?')).toBeUndefined();
    expect(articleReference('the artist 40 times')).toBeUndefined();
  });
});
