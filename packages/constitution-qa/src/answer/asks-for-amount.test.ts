import { describe, expect, it } from 'vitest';
import { asksForAmount, asksForNoticeFact, statesAmount } from './asks-for-amount';

describe('asksForAmount', () => {
  it.each([
    'How much is the membership fee?',
    'What is the annual subscription for students?',
    'What is the salary of the Secretary General?',
    'how much pension does a former president get',
  ])('reads %j as asking for a sum', (question) => {
    expect(asksForAmount(question)).toBe(true);
  });

  it.each([
    'How much notice must members get?',
    'Who sets the membership fee?',
    'What is the quorum of the General Assembly?',
  ])('reads %j as asking for something else', (question) => {
    expect(asksForAmount(question)).toBe(false);
  });
});

describe('statesAmount', () => {
  it('finds sums in kwacha and percentages, not bare numbers', () => {
    expect(statesAmount('The fee is K250 a year.')).toBe(true);
    expect(statesAmount('Members pay 5 per cent of the levy.')).toBe(true);
    expect(statesAmount('Five (5) full members shall endorse a nomination.')).toBe(false);
  });
});

describe('asksForNoticeFact', () => {
  it('knows a constitution names no office holders', () => {
    expect(asksForNoticeFact('who is the present treasurer general', '')).toBe(true);
    expect(asksForNoticeFact('who won the last coaz elections', '')).toBe(true);
    expect(asksForNoticeFact('who is the president', '')).toBe(true);
    expect(asksForNoticeFact('Who presides over the General Assembly?', '')).toBe(false);
    expect(asksForNoticeFact('Who is the president answerable to?', '')).toBe(false);
  });

  it('asks for a time or date only when the text states none', () => {
    expect(asksForNoticeFact('what time does the agm start', 'notice of 90 days')).toBe(true);
    expect(
      asksForNoticeFact('what date does the financial year start', 'first day of January'),
    ).toBe(false);

    expect(asksForNoticeFact('Where will the next General Assembly be held?', 'notice')).toBe(true);
  });

  it('leaves where an office is to the constitution, which may name it', () => {
    expect(
      asksForNoticeFact('Where is the registered office of the Association located?', ''),
    ).toBe(false);
  });
});
