import { describe, expect, it } from 'vitest';
import { withoutRequestFrame } from './request-frame';

describe('withoutRequestFrame', () => {
  it.each([
    ['show me article 12', 'article 12'],
    ['pls give me the rules on voting', 'the rules on voting'],
    ['can you tell us what article 3 says', 'what article 3 says'],
    ['read me article 8 please', 'article 8 please'],
    ['hello. send me the part on fees', 'hello. the part on fees'],
  ])('takes the request off %j', (message, expected) => {
    expect(withoutRequestFrame(message).replace(/\s+/g, ' ').trim()).toBe(expected);
  });

  it('keeps the same words where they do not open a request', () => {
    expect(withoutRequestFrame('is voting by show of hands allowed')).toBe(
      'is voting by show of hands allowed',
    );
    expect(withoutRequestFrame('who can give notice of a motion')).toBe(
      'who can give notice of a motion',
    );
  });

  it.each([
    ['gud evening, who signs the cheques', ', who signs the cheques'],
    ['Good Afternoon sir. what is a quorum', 'sir. what is a quorum'],
    ['gd day, how are officers chosen', ', how are officers chosen'],
    ['goood morning', ''],
  ])('takes a greeting by the time of day off %j', (message, expected) => {
    expect(withoutRequestFrame(message).replace(/\s+/g, ' ').trim()).toBe(expected);
  });

  it('keeps "good" where it is no greeting', () => {
    expect(withoutRequestFrame('what counts as good standing')).toBe(
      'what counts as good standing',
    );
    expect(withoutRequestFrame('is one day enough notice')).toBe('is one day enough notice');
  });
});
