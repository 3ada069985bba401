import { describe, expect, it } from 'vitest';
import { askedForWord, existenceAskedFor } from './asked-for-word';

describe('askedForWord', () => {
  it.each([
    ['What penalties can the committee impose?', 'penalties'],
    ['How many weeks pass before a by-election?', 'weeks'],
    ['how much notice is given for a meeting', 'notice'],
    ['What kind of support does the association give?', 'support'],
    ['What type of licence must a candidate hold?', 'licence'],
    // A compound noun names its thing by its last noun.
    ['how many training credits must a delegate show', 'credits'],
    ['What membership fees does a student pay?', 'fees'],
    ['How many clear days are given before a vote?', 'days'],
  ])('reads %j as asking for %j', (question, word) => {
    expect(askedForWord(question)).toBe(word);
  });

  it.each([
    // A verb after "what" names no thing.
    'What constitutes misconduct?',
    'What disqualifies a candidate from standing?',
    // No noun after the question word.
    'What is the purpose of a caucus?',
    'What happens when a member resigns?',
    'Who chairs the meetings?',
    // "Of" followed by a determiner is not read further.
    'What part of the fee goes to the province?',
    // A way, a body or a person is told or named without the noun itself.
    'which body does a member appeal to',
    'In what ways can an office holder leave office?',
    'By what means are members told of a meeting?',
    // Circumstances, grounds and reasons ask when or why, and a clause answers with "where…".
    'Under what circumstances can a member be suspended?',
    'On what grounds can an election result be set aside?',
    'For what reasons may a nomination be refused?',
    'In what cases does the council sit in private?',
    // "At what point" asks when, and "how many times" for a count, not for the word "times".
    'At what point does a motion lapse?',
    'how many times can a treasurer be re-elected',
    // No question word.
    'Can a member appeal?',
  ])('finds no asked-for thing in %j', (question) => {
    expect(askedForWord(question)).toBeUndefined();
  });
});

describe('existenceAskedFor', () => {
  it.each([
    ['does coaz have a funeral policy for members', ['funeral', 'policy']],
    ['Is there a code of ethics?', ['code', 'ethics']],
    ['does the association offer any bursaries to students', ['bursaries']],
    ['are there scholarships', ['scholarships']],
    ['is there a housing scheme meant to help new members', ['housing', 'scheme']],
    ['is there a welfare committee responsible for bereaved members', ['welfare', 'committee']],
    ['is there a review body i could approach', ['review', 'body']],
    ['is there some kind of loan scheme for members', ['loan', 'scheme']],
    ['does coaz offer any sort of legal cover', ['legal', 'cover']],
  ])('reads %j as asking whether %j exist', (question, words) => {
    expect(existenceAskedFor(question)).toEqual(words);
  });

  it.each([
    'how do i join',
    'does the president have to sign',
    'who is there to help me',
    'is there anything i can do about it',
    'is there anywhere else to turn',
  ])('reads no thing in %j', (question) => {
    expect(existenceAskedFor(question)).toEqual([]);
  });
});
