import { describe, expect, it } from 'vitest';
import { asksForConsequence, negatedActions } from './negated-actions';

describe('negatedActions', () => {
  it.each([
    ['what if a treasurer doesnt submit the accounts', ['submit']],
    ["if our branch didn't hold elections on time", ['hold']],
    ['a delegate who never attends sittings', ['attends']],
    ['members who fail to renew their registration', ['renew']],
    ['i dnt vote and i wont contribute', ['vote', 'contribute']],
    ['what if I do not comply with the code', ['comply']],
    ["she hasn't paid and they havent renewed", ['paid', 'renewed']],
  ])('reads the actions not done in %j', (question, verbs) => {
    expect(negatedActions(question)).toEqual(verbs);
  });

  it.each([
    'is a student not allowed to vote',
    'i dont know who the chair is',
    "we didn't have a quorum",
    'who can appoint the auditor',
  ])('reads no action not done in %j', (question) => {
    expect(negatedActions(question)).toEqual([]);
  });
});

describe('asksForConsequence', () => {
  it.each([
    'what happens if the secretary misses three meetings',
    'wat hapens when a branch closes',
    'what if nobody stands for treasurer',
    'what are the consequences of late returns',
    'can the committee suspend me if i stay away',
  ])('reads %j as asking what follows', (question) => {
    expect(asksForConsequence(question)).toBe(true);
  });

  it.each(['who chairs the council', 'how are delegates chosen'])(
    'does not read %j so',
    (question) => {
      expect(asksForConsequence(question)).toBe(false);
    },
  );
});
