import { describe, expect, it } from 'vitest';
import { asksAboutTheAssociation, asksForPurpose } from './asks-for-purpose';

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

describe('asksAboutTheAssociation', () => {
  it.each(['what is coaz', 'tell me about the association', 'Why does COAZ exist?'])(
    'reads "%s" as asking about the association',
    (question) => {
      expect(asksAboutTheAssociation(question)).toBe(true);
    },
  );

  it.each(['thank you coaz', 'what is it'])('does not read "%s" so', (question) => {
    expect(asksAboutTheAssociation(question)).toBe(false);
  });
});
