import { describe, expect, it } from 'vitest';
import { readChangeAsAmendment } from './change-as-amendment';

describe('readChangeAsAmendment', () => {
  it.each([
    ['how can members change the constitution', 'how can members amend the constitution'],
    ['who may alter our COAZ constitution', 'who may amend our COAZ constitution'],
    [
      'may our constitution be altered by the council',
      'may our constitution be amended by the council',
    ],
    ['they changed the by-laws last year', 'they amended the by-laws last year'],
    ['revising this constitution', 'amending this constitution'],
    ['who modifies the bylaws', 'who amends the bylaws'],
    ['modifying the constitution', 'amending the constitution'],
    [
      'what changes to the constitution need a vote',
      'what amendments to the constitution need a vote',
    ],
    ['a change in the association constitution', 'a amendment in the association constitution'],
  ])('reads %j as %j', (question, read) => {
    expect(readChangeAsAmendment(question)).toBe(read);
  });

  it.each([
    'will a change in my membership status affect my vote',
    'can the council change the date of the meeting',
    'how do i change my phone number',
  ])('leaves %j as it is: the constitution is not what changes', (question) => {
    expect(readChangeAsAmendment(question)).toBe(question);
  });
});
