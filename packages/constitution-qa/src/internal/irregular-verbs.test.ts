import { describe, expect, it } from 'vitest';
import { baseOfIrregular } from './irregular-verbs';
import { stemWord } from './stem-word';

describe('irregular verbs', () => {
  it('reads a past form as its base form', () => {
    expect(baseOfIrregular('held')).toBe('hold');
    expect(baseOfIrregular('chosen')).toBe('choose');
    expect(baseOfIrregular('members')).toBe('members');
  });

  it('lets a past form meet the regular forms of its verb when stemmed', () => {
    expect(stemWord('lost')).toBe(stemWord('losing'));
    expect(stemWord('paid')).toBe(stemWord('pays'));
    expect(stemWord('won')).toBe(stemWord('winning'));
  });

  it('leaves forms that are other words too as written', () => {
    // "left" is also a side, "found" also to establish.
    expect(stemWord('left')).not.toBe(stemWord('leave'));
    expect(stemWord('found')).not.toBe(stemWord('find'));
  });
});
