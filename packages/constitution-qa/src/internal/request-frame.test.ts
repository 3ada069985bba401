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
});
