import { describe, expect, it } from 'vitest';
import { nrcNumberInput } from './nrc-number-input';

describe('nrcNumberInput', () => {
  it('answers the card’s form for the ways members type the number', () => {
    for (const typed of ['123456/10/1', ' 123456101 ', '123456 10 1', '123456-10-1']) {
      expect(nrcNumberInput().parse(typed)).toBe('123456/10/1');
    }
  });

  it('refuses what is no NRC number, in words', () => {
    for (const typed of ['12345/10/1', '1234561010', '123456//10/1', '']) {
      const result = nrcNumberInput().safeParse(typed);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Enter the NRC number as on the card, such as 123456/10/1',
      );
    }
  });
});
