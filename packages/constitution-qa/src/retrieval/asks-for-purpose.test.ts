import { describe, expect, it } from 'vitest';
import {
  asksAboutTheAssociation,
  asksForPurpose,
  asksHowToJoin,
  asksWhatTheAssociationOffers,
  readJoiningTheAssociation,
} from './asks-for-purpose';

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

describe('asksWhatTheAssociationOffers', () => {
  it('reads a question on the services, benefits or training the association gives its members', () => {
    for (const question of [
      'What services does the association offer its members?',
      'which benefits does coaz provide',
      'what training programmes does the association run',
      'wat does coaz do for us',
    ])
      expect(asksWhatTheAssociationOffers(question), question).toBe(true);
  });

  it('leaves other questions about services or benefits to their Articles', () => {
    for (const question of [
      'what benefits does a retired president get',
      'who provides legal services to the council',
      'what does the council do',
    ])
      expect(asksWhatTheAssociationOffers(question), question).toBe(false);
  });
});

describe('asksHowToJoin', () => {
  it('reads a question on how to join or become a member', () => {
    for (const question of [
      'How do I join the association?',
      'how can i become a member',
      'where do i sign up',
      'how do I apply for membership',
    ])
      expect(asksHowToJoin(question), question).toBe(true);
  });

  it('leaves joining another body, and who may join a meeting, to their Articles', () => {
    for (const question of [
      'how can i join another association',
      'can members join a trade union',
      'who can join the general assembly',
    ])
      expect(asksHowToJoin(question), question).toBe(false);
  });
});

describe('readJoiningTheAssociation', () => {
  it('reads joining with no body named as joining the association, whose assistant is asked', () => {
    expect(readJoiningTheAssociation('How do I join?')).toBe('How do I join the association?');
    expect(readJoiningTheAssociation('can my brother join as a learner')).toBe(
      'can my brother join the association as a learner',
    );
    expect(readJoiningTheAssociation('i would like to join, what are the steps')).toBe(
      'i would like to join the association, what are the steps',
    );
  });

  it('leaves a body named after "join" as the one meant', () => {
    for (const question of ['may members join a union', 'can a student join the council'])
      expect(readJoiningTheAssociation(question)).toBe(question);
  });
});
