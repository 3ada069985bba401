import { describe, expect, it } from 'vitest';
import { articlesByPart, type ConstitutionArticle } from './constitution-types';

const article = (number: number, partNumber?: string): ConstitutionArticle => ({
  number,
  title: `Article ${number}`,
  ...(partNumber === undefined ? {} : { partNumber }),
  anchor: `article-${number}`,
  text: '',
  clauses: [],
});

describe('articlesByPart', () => {
  it('groups Articles under their Parts in document order', () => {
    const groups = articlesByPart({
      title: 'Constitution',
      source: 'pdf',
      parts: [
        { number: 'I', title: 'Preliminary', articleNumbers: [2, 3] },
        { number: 'II', title: 'Membership', articleNumbers: [4] },
      ],
      articles: [article(1), article(2, 'I'), article(3, 'I'), article(4, 'II')],
    });
    expect(groups.map((group) => [group.part?.title, group.articles.map((a) => a.number)])).toEqual(
      [
        [undefined, [1]],
        ['Preliminary', [2, 3]],
        ['Membership', [4]],
      ],
    );
  });
});
