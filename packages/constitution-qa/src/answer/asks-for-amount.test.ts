import { describe, expect, it } from 'vitest';
import { asksForAmount, asksForCharge, statesAmount } from './asks-for-amount';

describe('asksForAmount', () => {
  it.each([
    'How much is the membership fee?',
    'What is the annual subscription for students?',
    'What is the salary of the Secretary General?',
    'how much pension does a former president get',
    'how much do council members earn',
    'how much can a member get from the benevolent fund',
    'how much is the study grant',
    'how much did the council spend last year',
    'what percentage of the subscriptions goes to the branches',
    'what share of the annual revenue does a province keep',
    'what joining fee will a student pay',
    'What monthly allowance does a delegate receive?',
    "what's the annual subscription",
    'whats the joining fee for a student',
    // "wats the levy", as the glossary reads it.
    'what the levy for branches',
    'what are the returning officers paid per election',
    'what is a delegate paid?',
  ])('reads %j as asking for a sum', (question) => {
    expect(asksForAmount(question)).toBe(true);
  });

  it.each([
    'How much notice must members get?',
    'Who sets the membership fee?',
    'What is the quorum of the General Assembly?',
    'Who manages the funds of a branch?',
    'who decides how much the annual subscription is',
    // Plural, the noun may ask which kinds there are.
    'what fees do members pay',
    // "Paid" in a relative clause describes the people asked about.
    'what are the duties of staff who are paid',
  ])('reads %j as asking for something else', (question) => {
    expect(asksForAmount(question)).toBe(false);
  });
});

describe('asksForCharge', () => {
  it.each([
    'how much will my yearly subscription be',
    'what is the joining fee for a student',
    'how much are the dues this year',
  ])('reads %j as asking what members pay', (question) => {
    expect(asksForCharge(question)).toBe(true);
  });

  it.each([
    // A fee for a procedure, a share of what is collected, and who sets a charge.
    'how much does it cost to file a complaint, is there a fee',
    'what percentage of the subscriptions goes to the districts',
    'who decides how much the annual subscription is',
  ])('reads %j as asking something else', (question) => {
    expect(asksForCharge(question)).toBe(false);
  });
});

describe('statesAmount', () => {
  it('finds sums in kwacha and percentages, not bare numbers', () => {
    expect(statesAmount('The fee is K250 a year.')).toBe(true);
    expect(statesAmount('Members pay 5 per cent of the levy.')).toBe(true);
    expect(statesAmount('Five (5) full members shall endorse a nomination.')).toBe(false);
  });
});
