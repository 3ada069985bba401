import { describe, expect, it } from 'vitest';
import {
  articlesByPart,
  type ConstitutionArticle,
  withoutRepeatedText,
} from './constitution-types';

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

describe('articlesByPart with numbers written twice', () => {
  // As in the association's PDF: two Parts numbered XX, and an Article number that ends one Part
  // and opens the next.
  const groups = articlesByPart({
    title: 'Constitution',
    source: 'pdf',
    parts: [
      { number: 'V', title: 'Representation', articleNumbers: [5, 6] },
      { number: 'VI', title: 'Legislature', articleNumbers: [6, 7] },
      { number: 'XX', title: 'The Electoral Commission', articleNumbers: [8, 9] },
      { number: 'XX', title: 'General Provisions', articleNumbers: [10, 11] },
    ],
    articles: [
      article(5, 'V'),
      article(6, 'V'),
      article(6, 'VI'),
      article(7, 'VI'),
      article(8, 'XX'),
      article(9, 'XX'),
      article(10, 'XX'),
      article(11, 'XX'),
    ],
  });

  it('puts each Article under its own Part', () => {
    expect(groups.map((group) => [group.part?.title, group.articles.map((a) => a.number)])).toEqual(
      [
        ['Representation', [5, 6]],
        ['Legislature', [6, 7]],
        ['The Electoral Commission', [8, 9]],
        ['General Provisions', [10, 11]],
      ],
    );
  });

  it('gives each Part a section id of its own', () => {
    expect(groups.map((group) => group.anchor)).toEqual([
      'part-v',
      'part-vi',
      'part-xx',
      'part-xx-2',
    ]);
  });
});

describe('withoutRepeatedText', () => {
  it("leaves out an Article's text only where its clauses already say it", () => {
    const withClauses = {
      ...article(1),
      text: '1. Members pay fees.',
      clauses: [{ label: '1', text: 'Members pay fees.' }],
    };
    const textOnly = { ...article(2), text: 'The Association is a body corporate.' };
    const document = {
      title: 'Constitution',
      source: 'pdf' as const,
      parts: [],
      articles: [withClauses, textOnly],
    };
    const slim = withoutRepeatedText(document);
    expect(slim.articles).toEqual([{ ...withClauses, text: '' }, textOnly]);
    // The document the assistant quotes is left whole.
    expect(document.articles[0]?.text).toBe('1. Members pay fees.');
  });
});
