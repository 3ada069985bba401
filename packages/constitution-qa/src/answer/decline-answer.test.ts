import { describe, expect, it } from 'vitest';
import { parseConstitutionText } from '../parse-constitution-text/parse-constitution-text';
import type { ConstitutionPassage } from '../retrieval/constitution-passage';
import type { AnswerSource } from './constitution-answer';
import { declineAnswer } from './decline-answer';

const document = parseConstitutionText('# Article 1: Eligibility\n\n1. A person may join.\n');

function passage(text: string): ConstitutionPassage {
  return {
    id: 0,
    kind: 'article',
    title: 'Eligibility',
    context: '',
    text,
    route: '/c#article-1',
    articleNumber: 1,
  };
}

describe('declineAnswer for a sum no passage states', () => {
  it('quotes the provision to the end of a whole unit, not to an item label read as a full stop', () => {
    const reply = declineAnswer(document, 'not-found', {
      amountProvision: passage(
        'A person shall qualify for membership if they a. hold a recognised qualification; b. pay the fee set by the committee.',
      ),
    });
    expect(reply).toMatch(
      /: A person shall qualify for membership if they \(a\) hold a recognised qualification\.$/,
    );
  });

  it('quotes the first sentence of a provision without a list', () => {
    const reply = declineAnswer(document, 'not-found', {
      amountProvision: passage('Levies are set by the Council. They are paid yearly.'),
    });
    expect(reply).toMatch(/: Levies are set by the Council\.$/);
  });
});

describe('declineAnswer names Articles as answers do', () => {
  const source = (articleNumber: number, title: string, pageStart: number, pageEnd: number) =>
    ({
      kind: 'article',
      title,
      articleNumber,
      pageStart,
      pageEnd,
      route: `/c#article-${articleNumber}`,
      excerpt: '',
      highlights: [],
      score: 1,
    }) satisfies AnswerSource;

  it('lists the nearest Articles by number, title and pages, kept apart by semicolons', () => {
    const reply = declineAnswer(document, 'not-found', {
      nearest: [
        source(3, 'Branch Meetings', 4, 4),
        source(5, 'Dues, Levies and Fees', 6, 7),
        source(9, 'Appeals', 10, 10),
      ],
    });
    expect(reply).toContain(
      'The nearest Articles are Article 3, Branch Meetings (p. 4); Article 5, Dues, Levies and Fees (pp. 6–7); and Article 9, Appeals (p. 10).',
    );
    const one = declineAnswer(document, 'not-found', { nearest: [source(9, 'Appeals', 10, 10)] });
    expect(one).toContain('The nearest Article is Article 9, Appeals (p. 10).');
  });

  it('names an empty heading and the provision on a sum the same way', () => {
    const reply = declineAnswer(document, 'not-found', {
      emptyHeading: {
        number: 12,
        title: 'Auditor´s Report',
        anchor: 'article-12',
        text: '',
        clauses: [],
        pageStart: 14,
        pageEnd: 14,
      },
    });
    expect(reply).toContain(
      'It has a heading on the subject, Article 12, Auditor’s Report (p. 14), but no provisions under it yet.',
    );
    const sum = declineAnswer(document, 'not-found', {
      amountProvision: { ...passage('Levies are set by the Council.'), pageStart: 8, pageEnd: 9 },
    });
    expect(sum).toContain('The nearest provision is Article 1, Eligibility (pp. 8–9): Levies');
  });
});

describe('declineAnswer for an Article the constitution lacks', () => {
  it('says how many Articles the document has and where their numbers end', () => {
    const three = parseConstitutionText(
      '# Article 1: Name\n\n1. The society is named here.\n\n# Article 2: Seat\n\n1. It sits in town.\n\n# Article 4: Funds\n\n1. It keeps funds.\n',
    );
    expect(declineAnswer(three, 'not-found', { missingArticles: [90] })).toContain(
      'It has no Article 90; it has 3 Articles, numbered from 1 to 4, with gaps.',
    );
    expect(declineAnswer(document, 'not-found', { missingArticles: [7] })).toContain(
      'It has no Article 7; it has 1 Article, numbered from 1 to 1.',
    );
  });
});

describe('declineAnswer with words it could not read', () => {
  it('names them, quoted and kept apart by commas, before the nearest Articles', () => {
    const reply = declineAnswer(document, 'not-found', { unreadWords: ['zyxo', 'qwerb', 'plonk'] });
    expect(reply).toContain(
      'I did not know the words "zyxo", "qwerb" and "plonk": asking in other words, in English, may find more.',
    );
    expect(reply.startsWith("I couldn't find this in the constitution.")).toBe(true);
    expect(declineAnswer(document, 'not-found', { unreadWords: ['zyxo'] })).toContain(
      'I did not know the word "zyxo":',
    );
    expect(declineAnswer(document, 'not-found')).not.toContain('did not know');
  });
});
