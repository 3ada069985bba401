import { describe, expect, it } from 'vitest';
import { askingClause, askingClauseCount, tellsBeforeAsking } from './asking-clause';

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
      'if conditions worsen, can the association take collective action',
      'can the association take collective action',
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
    'if the branch is closed down, what happens to the money it holds',
    'In case the treasurer falls ill, who signs for him?',
  ])('reads %j whole', (message) => {
    expect(askingClause(message)).toBeUndefined();
  });

  it('counts the clauses that ask', () => {
    expect(askingClauseCount('i work nights, can someone vote for me by proxy')).toBe(1);
    expect(askingClauseCount('who is the speaker? and how is the speaker elected')).toBe(2);
    expect(askingClauseCount('i was suspended. please help')).toBe(0);
  });

  it('tells a message that tells before it asks from a question', () => {
    expect(
      tellsBeforeAsking('our treasurer resigned last month. can the president pick someone?'),
    ).toBe(true);
    expect(tellsBeforeAsking('i was suspended without a hearing, is that allowed')).toBe(true);
    expect(tellsBeforeAsking('can a member appeal a suspension')).toBe(false);
    expect(tellsBeforeAsking('if the treasurer resigns, who acts')).toBe(false);
    expect(tellsBeforeAsking('who is the speaker? and how is the speaker elected')).toBe(false);
    expect(tellsBeforeAsking('i was suspended. please help')).toBe(false);
  });
});
