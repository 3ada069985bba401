import { describe, expect, it } from 'vitest';
import { asksForPurpose, readAboutTheAssociation } from './asks-for-purpose';

describe('asksForPurpose', () => {
  it.each([
    'what is the finance committee for?',
    'wat does the returning officer do',
    'why does the appeals body exist',
    'what is the role of the clerk',
    'the purpose of a branch executive',
  ])('reads "%s" as asking what a body is for', (question) => {
    expect(asksForPurpose(question)).toBe(true);
  });

  it.each([
    'what is the fee for a student',
    'what do i do if my employer will not release me',
    'who is responsible for the register',
  ])('does not read "%s" so', (question) => {
    expect(asksForPurpose(question)).toBe(false);
  });
});

describe('readAboutTheAssociation', () => {
  it.each(['what is coaz', 'tell me about the association', 'Why does COAZ exist?'])(
    'reads "%s", with no other word of meaning, as asking for its mission',
    (question) => {
      expect(readAboutTheAssociation(question, false)).toBe(
        "what are the association's mission and objectives",
      );
    },
  );

  it('leaves a greeting, a question about anything else, and one with other words as they are', () => {
    expect(readAboutTheAssociation('thank you coaz', false)).toBe('thank you coaz');
    expect(readAboutTheAssociation('what is it', false)).toBe('what is it');
    expect(readAboutTheAssociation('what is coaz membership', true)).toBe(
      'what is coaz membership',
    );
  });
});
