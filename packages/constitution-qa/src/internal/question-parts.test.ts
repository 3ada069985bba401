import { describe, expect, it } from 'vitest';
import { pointsBack, questionParts } from './question-parts';

describe('questionParts', () => {
  it('splits a message where a second question opens', () => {
    expect(questionParts('What sanctions exist, and can the President reduce them')).toEqual([
      'What sanctions exist',
      'can the President reduce them',
    ]);
    expect(questionParts('Who audits the accounts; when are they published')).toEqual([
      'Who audits the accounts',
      'when are accounts published',
    ]);
  });

  it("reads a later question's pronouns as what the question before named last", () => {
    expect(questionParts('how long is the term of the President and how is he elected')).toEqual([
      'how long is the term of the President',
      'how is President elected',
    ]);
    expect(questionParts('can the deputy speaker be removed? who replaces him?')).toEqual([
      'can the deputy speaker be removed',
      'who replaces deputy speaker',
    ]);
    expect(questionParts('what is the cost of the By-elections and who pays for them')).toEqual([
      'what is the cost of the By-elections',
      'who pays for By-elections',
    ]);
    // Without a determiner, nothing tells the thing named from the verb: the pronoun stays.
    expect(questionParts('When are by-elections held and who runs them?')).toEqual([
      'When are by-elections held',
      'who runs them',
    ]);
  });

  it('tells a part that still points back with a pronoun', () => {
    expect(pointsBack('how long do they serve')).toBe(true);
    expect(pointsBack('how each is obtained')).toBe(false);
  });

  it('keeps one question whole, however many things it names', () => {
    expect(questionParts('What are the rights and duties of members?')).toEqual([]);
    expect(questionParts('Can a member be suspended or expelled?')).toEqual([]);
    expect(questionParts('Who may vote and stand in elections?')).toEqual([]);
  });

  it('drops parts that ask nothing and reads at most three', () => {
    expect(questionParts('What is the quorum? thanks?')).toEqual([]);
    expect(questionParts('who is eligible? how do i apply? when? what does it cost? why?')).toEqual(
      ['who is eligible', 'how do i apply', 'what does it cost'],
    );
  });
});
