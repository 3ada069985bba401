import { describe, expect, it } from 'vitest';
import { asksForComposition } from './asks-for-composition';

describe('asksForComposition', () => {
  it.each([
    'what is the audit committee made up of',
    'who makes up the board',
    'who serves on the finance committee',
    'who r the members of the branch executive',
    'what does the electoral body consist of',
    'how many people serve on the audit board',
    'how many officials sit on the branch executive',
  ])('reads "%s" as asking for a make-up', (question) => {
    expect(asksForComposition(question)).toBe(true);
  });

  it.each([
    'when does the council sit',
    'can members of the council be removed',
    'who made the decision to suspend me',
    'can i sit on two committees at once',
    'how many days are allowed for an appeal',
  ])('does not read "%s" so', (question) => {
    expect(asksForComposition(question)).toBe(false);
  });
});
