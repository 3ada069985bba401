import { describe, expect, it } from 'vitest';
import type { ConstitutionDocument } from '../constitution-document/constitution-document';
import { isStopWord, tokenise } from '../internal/tokenise';
import { bodyPropertyAsked, createBodyPropertyFinder } from './states-body-property';

// The question's words as the retriever reads them: function words left out, each word with its stem.
const read = (question: string) =>
  bodyPropertyAsked(
    question,
    tokenise(question)
      .filter((token) => !isStopWord(token.word))
      .map((token) => ({ word: token.word, forms: [token.stem] })),
  );

const article = (number: number, title: string, clauses: string[]) => ({
  number,
  title,
  anchor: `article-${number}`,
  text: clauses.join('\n'),
  clauses: clauses.map((text, index) => ({ label: String(index + 1), text })),
});

const document: ConstitutionDocument = {
  title: 'A constitution',
  parts: [],
  articles: [
    article(1, 'Sittings of the Finance Committee', [
      'The quorum for a sitting of the Committee shall be three members.',
      'The Committee shall meet at least four times each year.',
      'Members shall be given seven (7) days notice of a sitting.',
    ]),
    article(2, 'The Board', ['The Board shall be chaired by the President.']),
    article(3, 'The Executive Board', [
      'The Executive Board shall manage the affairs and report within thirty (30) days.',
    ]),
    article(4, 'Composition of the Audit Committee', [
      'The Committee shall consist of three (3) members appointed by the Board.',
    ]),
    article(5, 'Local structures', [
      'The local structures shall be: a. Ward Committees – set up in every ward to mobilise members; b. Clinic Groups – formed by not less than ten (10) members at a clinic.',
    ]),
  ],
};

describe('bodyPropertyAsked', () => {
  it.each([
    ['what is the quorum for the executive board', 'quorum', ['execut', 'board']],
    ['who chairs the board', 'chair', ['board']],
    ['how often does the finance committee meet', 'frequency', ['financ', 'committe']],
    ['how many members sit on the board', 'size', ['board']],
    // Who sits on it is its make-up: a list of who sits, or a count.
    ['who sits on the audit committee', 'size', ['audit', 'committe']],
    ['who are the members of the finance committee?', 'size', ['financ', 'committe']],
    ['what is the composition of the board', 'size', ['board']],
    ['how often do members of the annual board meet', 'frequency', ['board']],
    // The body is the name after the property's words, not every other word of the question.
    ['how often does the board meet during an emergency', 'frequency', ['board']],
    ['how often is the finance committee supposed to meet', 'frequency', ['financ', 'committe']],
    ['how often is the board required to sit', 'frequency', ['board']],
    ['what is the executive board quorum when members are sick', 'quorum', ['execut', 'board']],
    ['who presides over meetings of the finance committee', 'chair', ['financ', 'committe']],
    ['how much notice do members get before an extraordinary board meeting', 'notice', ['board']],
    [
      "how many days' notice for a sitting of the finance committee",
      'notice',
      ['financ', 'committe'],
    ],
  ])('reads %j as asking for the %s of a body', (question, property, body) => {
    expect(read(question)).toEqual({ property, body: body.map((stem) => [stem]) });
  });

  it.each([
    'how many members must endorse a nomination',
    'what is the quorum',
    'who appoints the board',
    // How often a body does something is not how often it sits.
    'how often does the board review the fees',
    'how often must the finance committee publish its accounts',
  ])('reads %j as asking for no property of a named body', (question) => {
    expect(read(question)).toBeUndefined();
  });
});

describe('createBodyPropertyFinder', () => {
  const states = createBodyPropertyFinder(document);

  it('finds a property stated of the body, the body named in the clause or the title', () => {
    expect(states({ property: 'quorum', body: [['financ'], ['committe']] })).toBe(true);
    expect(states({ property: 'frequency', body: [['financ'], ['committe']] })).toBe(true);
    expect(states({ property: 'chair', body: [['board']] })).toBe(true);
    expect(states({ property: 'notice', body: [['financ'], ['committe']] })).toBe(true);
    expect(states({ property: 'notice', body: [['board']] })).toBe(false);
  });

  it('takes a count of people or a list of who sits as a size, not any number', () => {
    expect(states({ property: 'size', body: [['audit'], ['committe']] })).toBe(true);
    expect(states({ property: 'size', body: [['execut'], ['board']] })).toBe(false);
  });

  it('does not take a count in one list item as the size of a body another item names', () => {
    expect(states({ property: 'size', body: [['ward'], ['committe']] })).toBe(false);
    expect(states({ property: 'size', body: [['clinic'], ['group']] })).toBe(true);
  });

  it("does not take another body's quorum, or a clause on the body that states none", () => {
    expect(states({ property: 'quorum', body: [['execut'], ['board']] })).toBe(false);
    expect(states({ property: 'chair', body: [['execut'], ['board']] })).toBe(false);
  });
});
