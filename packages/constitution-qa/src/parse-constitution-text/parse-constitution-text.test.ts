import { describe, expect, it } from 'vitest';
import { parseConstitutionText } from './parse-constitution-text';

const markdown = `# Constitution of the Example Society

## Contents
- Part I: Name and Objects
- Article 1: Name
- Article 2: Objects of the Society
- Part II: Membership
- Article 3: Membership Fees and
  Annual Subscriptions

## Part I: Name and Objects

### Article 1: Name
1. The Society shall be called   the Example   Society.
2. Its seat shall be in Lusaka, beside other professional bodies.

### Article 2: Objects of the Society
The objects are to—
a. promote the profes-
sional development of members;
b. have officers re-
elected once.

## PART II: MEMBERSHIP

**Article 3: Membership Fees and Annual**
**Subscriptions**
1. Every member shall pay an annual
(5) per cent of the fee in advance.
2. Fees are set by the General Assembly.

Article 3: Transitional Fees
1. Fees already paid remain valid.

Article 5: Discipline
`;

describe('parseConstitutionText', () => {
  const constitution = parseConstitutionText(markdown);

  it('reads the title, Parts and Articles and leaves out a contents list without page numbers', () => {
    expect(constitution.title).toBe('Constitution of the Example Society');
    expect(constitution.parts).toEqual([
      { number: 'I', title: 'Name and Objects', articleNumbers: [1, 2] },
      { number: 'II', title: 'MEMBERSHIP', articleNumbers: [3, 3, 5] },
    ]);
    expect(constitution.articles.map((article) => article.title)).toEqual([
      'Name',
      'Objects of the Society',
      'Membership Fees and Annual Subscriptions',
      'Transitional Fees',
      'Discipline',
    ]);
  });

  it('makes irregular spacing regular and keeps numbered clauses apart', () => {
    expect(constitution.articles[0]?.clauses).toEqual([
      { label: '1', text: 'The Society shall be called the Example Society.' },
      { label: '2', text: 'Its seat shall be in Lusaka, beside other professional bodies.' },
    ]);
  });

  it('mends a word split at a line end when the whole word occurs elsewhere, else keeps the hyphen', () => {
    expect(constitution.articles[1]?.clauses).toEqual([
      { label: '', text: 'The objects are to—' },
      { label: 'a', text: 'promote the professional development of members;' },
      { label: 'b', text: 'have officers re-elected once.' },
    ]);
  });

  it('folds lettered sub-items into their numbered clause', () => {
    const nested = parseConstitutionText(
      'Article 9: Duties\n1. Members shall—\na. attend;\nb. vote.\n2. Officers report.',
    );
    expect(nested.articles[0]?.clauses).toEqual([
      { label: '1', text: 'Members shall— a. attend; b. vote.' },
      { label: '2', text: 'Officers report.' },
    ]);
  });

  it('does not take a wrapped "(5)" for a clause, and numbers repeated numbers apart', () => {
    const fees = constitution.articles[2];
    expect(fees?.clauses.map((clause) => clause.label)).toEqual(['1', '2']);
    expect(fees?.clauses[0]?.text).toContain('annual (5) per cent');
    expect(constitution.articles.map((article) => article.anchor)).toEqual([
      'article-1',
      'article-2',
      'article-3',
      'article-3-2',
      'article-5',
    ]);
  });

  it('keeps a heading with no body as an empty Article', () => {
    expect(constitution.articles[4]).toMatchObject({
      number: 5,
      title: 'Discipline',
      text: '',
      clauses: [],
    });
  });

  it('reads plain text with bare headings whose title is on the next line', () => {
    const plain = parseConstitutionText(
      'ARTICLE 7\nElections\n1. Elections are held every three years.',
      {
        title: 'Rules',
      },
    );
    expect(plain.title).toBe('Rules');
    expect(plain.articles[0]).toMatchObject({ number: 7, title: 'Elections', anchor: 'article-7' });
    expect(plain.articles[0]?.text).toBe('1. Elections are held every three years.');
  });

  it('reads headings without a separator, but not cross-references that start a line', () => {
    const plain = parseConstitutionText(
      [
        'Article 8 Membership Fees',
        '1. Fees are set yearly as provided in',
        'Article 9 and Article 10 of this Constitution.',
        'Article 9 Elections',
        'Elections are held every three years.',
      ].join('\n'),
    );
    expect(plain.articles.map((article) => [article.number, article.title])).toEqual([
      [8, 'Membership Fees'],
      [9, 'Elections'],
    ]);
    expect(plain.articles[0]?.text).toBe(
      '1. Fees are set yearly as provided in Article 9 and Article 10 of this Constitution.',
    );
  });

  it('answers empty text, control characters and text without headings with an empty document', () => {
    expect(parseConstitutionText('').articles).toEqual([]);
    expect(parseConstitutionText('\u0000\u0007\u001b[31m').articles).toEqual([]);
    const withControls = parseConstitutionText('Article 1: Name\u0000\n1. The\u0007 name.');
    expect(withControls.articles[0]?.text).toBe('1. The name.');
  });
});

describe('a clause that opens with a heading of its own', () => {
  const clausesOf = (body: string) =>
    parseConstitutionText(`## Article 1: Members\n${body}`).articles[0]?.clauses.map(
      (clause) => clause.text,
    );

  it('keeps the heading apart from its sentence with a colon', () => {
    expect(
      clausesOf(
        '1. Ordinary Membership Rules\nA person may join the Society if they\na. live in Zambia;\nb. pay the fee.\n2. Honorary Members\nThe Council may name honorary members.',
      ),
    ).toEqual([
      'Ordinary Membership Rules: A person may join the Society if they a. live in Zambia; b. pay the fee.',
      'Honorary Members: The Council may name honorary members.',
    ]);
  });

  it('leaves a wrapped sentence as it is', () => {
    expect(
      clausesOf(
        '1. Members shall elect the\nPresident of the Society every three years.\n2. The Council\nMay meet at any time.',
      ),
    ).toEqual([
      'Members shall elect the President of the Society every three years.',
      'The Council May meet at any time.',
    ]);
  });
});
