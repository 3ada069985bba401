import { describe, expect, it } from 'vitest';
import { askingClause, askingClauseCount } from './asking-clause';

describe('askingClause', () => {
  it.each([
    [
      'i work nights at a rural clinic, can someone vote for me by proxy',
      'can someone vote for me by proxy',
    ],
    [
      'we are a small branch. our chairperson resigned. who acts until the next election?',
      'who acts until the next election',
    ],
    [
      'i moved to kitwe last year, hw do i transfer my membership',
      'hw do i transfer my membership',
    ],
  ])('finds the asking clause of %j', (message, clause) => {
    expect(askingClause(message)).toBe(clause);
  });

  it.each([
    'can a member appeal a suspension',
    'can i appeal, and to whom',
    'i was suspended last week, hw can we fix it',
    'i was suspended. please help',
  ])('reads %j whole', (message) => {
    expect(askingClause(message)).toBeUndefined();
  });

  it('counts the clauses that ask', () => {
    expect(askingClauseCount('i work nights, can someone vote for me by proxy')).toBe(1);
    expect(askingClauseCount('who is the speaker? and how is the speaker elected')).toBe(2);
    expect(askingClauseCount('i was suspended. please help')).toBe(0);
  });
});
