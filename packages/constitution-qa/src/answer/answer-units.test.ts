import { describe, expect, it } from 'vitest';
import {
  type AnswerUnit,
  answerUnits,
  articleUnits,
  finish,
  quoteUnits,
  unitText,
} from './answer-units';
import { quotedText } from './quoted-text';

describe('answerUnits', () => {
  it('keeps a list item with the lead-in that gives it meaning', () => {
    const units = answerUnits(
      '2. Membership may be terminated under the following circumstances a. Non-payment of fees, after notice; b. Breach of this Constitution;',
    ).map(unitText);
    // The lead-in is no sentence on its own, so it is only quoted with an item.
    expect(units).toEqual([
      'Membership may be terminated under the following circumstances (a) Non-payment of fees, after notice;',
      'Membership may be terminated under the following circumstances … (b) Breach of this Constitution;',
    ]);
    expect(units.every((unit) => !/^\(?[a-z][.)]/.test(unit))).toBe(true);
  });

  it('quotes a later item as one item of a list, so its label is not read as a word', () => {
    const [, second, third] = answerUnits(
      'A candidate shall be eligible if they a. hold a licence; b. have paid their dues; c. live in Zambia.',
    ).map(unitText);
    expect(second).toBe('A candidate shall be eligible if they … (b) have paid their dues;');
    expect(third).toBe('A candidate shall be eligible if they … (c) live in Zambia.');
  });

  it('splits a clause without a list into its sentences', () => {
    expect(
      answerUnits('1. The term is three years. It may be renewed once.').map(unitText),
    ).toEqual(['The term is three years.', 'It may be renewed once.']);
  });

  it('cuts a very long unit at a word', () => {
    const [unit] = answerUnits(`1. ${'word '.repeat(200)}`).map(unitText);
    expect(unit?.endsWith('…')).toBe(true);
    expect(unit?.length).toBeLessThanOrEqual(421);
  });

  it('puts a colon after a lead-in that is a heading over its list, not after one that starts a sentence', () => {
    const [first] = answerUnits(
      'Leaving the Society a. A member may leave by letter to the secretary. b. The letter takes effect when it is received.',
    ).map(unitText);
    expect(first).toBe('Leaving the Society: (a) A member may leave by letter to the secretary.');
    const [sentence] = answerUnits(
      'A member may vote if they a. have paid the fee; b. attend the meeting.',
    ).map(unitText);
    expect(sentence).toBe('A member may vote if they (a) have paid the fee;');
  });
});

describe('finish', () => {
  it('gives a quotation that closes on a bracket its full stop', () => {
    expect(finish('A person may join if they (a) hold a licence from the Council (HPC);')).toBe(
      'A person may join if they (a) hold a licence from the Council (HPC).',
    );
    expect(finish('the branches set up under Rule 4(2)')).toBe(
      'the branches set up under Rule 4(2).',
    );
    expect(finish('(The rule ends here.)')).toBe('(The rule ends here.)');
  });

  it('leaves out the conjunction that joined a quoted item to the next', () => {
    expect(finish('An officer leaves office if they … (c) resign in writing; or')).toBe(
      'An officer leaves office if they … (c) resign in writing.',
    );
    expect(finish('A delegate shall … (d) report to the branch; and')).toBe(
      'A delegate shall … (d) report to the branch.',
    );
    expect(finish('The fund pays for food and drink')).toBe('The fund pays for food and drink.');
  });
});

describe('articleUnits', () => {
  it('quotes a list set out as unlabelled clauses with the clause that introduces it', () => {
    const units = articleUnits([
      'The Treasurer shall carry out these duties—',
      'keep the books of the society;',
      'report to the board each quarter; and',
      'sign cheques with the chairperson.',
      'The Treasurer holds office for two years.',
    ]).map(unitText);
    expect(units).toEqual([
      'The Treasurer shall carry out these duties— keep the books of the society;',
      'The Treasurer shall carry out these duties— … report to the board each quarter; and',
      'The Treasurer shall carry out these duties— … sign cheques with the chairperson.',
      'The Treasurer holds office for two years.',
    ]);
  });
});

describe('quoteUnits', () => {
  const units = answerUnits(
    'Every member has the right to— a. vote; b. stand for office; c. be heard; d. appeal a decision.',
  );
  const pick = (...indexes: number[]) => chosen(units, indexes);

  it('joins two items of one list after a semicolon, with "…" for the items left out', () => {
    expect(quoteUnits(pick(0, 2), units)).toBe(
      'Every member has the right to— (a) vote; … (c) be heard; …',
    );
    expect(quoteUnits(pick(1, 3), units)).toBe(
      'Every member has the right to— … (b) stand for office; … (d) appeal a decision.',
    );
  });

  it('ends on "…" when items after the last one quoted are left out, so part of a list is not read as all of it', () => {
    // "consist of the following categories (a) Full Members; (b) Associate Members." read as if
    // the association had two categories, where Article 34 lists seven.
    expect(quoteUnits(pick(0, 1), units)).toBe(
      'Every member has the right to— (a) vote; (b) stand for office; …',
    );
    expect(quoteUnits(pick(0), units)).toBe('Every member has the right to— (a) vote; …');
    expect(quoteUnits(pick(2, 3), units)).toBe(
      'Every member has the right to— … (c) be heard; (d) appeal a decision.',
    );
    const aims = answerUnits(
      'The aims are: a. To unite members. b. To train them. c. To speak for them.',
    );
    expect(quoteUnits(chosen(aims, [0, 1]), aims)).toBe(
      'The aims are: (a) To unite members. (b) To train them. …',
    );
  });

  it('marks items left out after an item when the quotation goes on to another clause', () => {
    // "vested in members who— (a) hold Full Membership status. Associate … Members shall not vote"
    // read as if holding Full Membership were all a vote needs, where (b) asks for dues paid too.
    const clauses = articleUnits([
      'A member may vote who— a. is a full member; b. has paid the year’s fees; and c. attends.',
      'Guests shall not vote.',
    ]);
    expect(quoteUnits(chosen(clauses, [0, 3]), clauses)).toBe(
      'A member may vote who— (a) is a full member; … Guests shall not vote.',
    );
    expect(quoteUnits(chosen(clauses, [2, 3]), clauses)).toBe(
      'A member may vote who— … (c) attends. Guests shall not vote.',
    );
  });

  it('ends an item quoted from the end of its list, or a sentence, with its full stop', () => {
    const clause = answerUnits('The term is three years. It may be renewed once.');
    expect(quoteUnits(chosen(clause, [0]), clause)).toBe('The term is three years.');
    const treasurer = articleUnits([
      'The Treasurer shall carry out these duties—',
      'keep the books of the society;',
      'report to the board each quarter; and',
      'sign cheques with the chairperson.',
      'The Treasurer holds office for two years.',
    ]);
    expect(quoteUnits(chosen(treasurer, [0]), treasurer)).toBe(
      'The Treasurer shall carry out these duties— keep the books of the society; …',
    );
    expect(quoteUnits(chosen(treasurer, [2, 3]), treasurer)).toBe(
      'The Treasurer shall carry out these duties— … sign cheques with the chairperson. The Treasurer holds office for two years.',
    );
  });

  it('keeps the full stop of items written as sentences', () => {
    const aims = answerUnits(
      'The aims are: a. To unite members. b. To train them. c. To speak for them.',
    );
    expect(quoteUnits(chosen(aims, [1, 2]), aims)).toBe(
      'The aims are: … (b) To train them. (c) To speak for them.',
    );
  });
});

describe('quotedText', () => {
  it('mends a doubled full stop and an acute accent typed for an apostrophe, and keeps an ellipsis', () => {
    expect(quotedText('The Treasurer´s  report was read.. Then…')).toBe(
      'The Treasurer’s report was read. Then…',
    );
    expect(quotedText('and so on...')).toBe('and so on...');
  });
});

function chosen(units: readonly AnswerUnit[], indexes: readonly number[]) {
  return indexes.map((index) => {
    const unit = units[index];
    if (!unit) throw new Error(`no unit ${index}`);
    return { unit, index };
  });
}
