import { describe, expect, it } from 'vitest';
import { HPCZ_NUMBER_WORDS, hpczNumberInput } from './hpcz-number-input';

describe('hpczNumberInput', () => {
  it('takes registration numbers however they are grouped, trimmed', () => {
    for (const typed of ['HPCZ/CO/12345', 'CO-3', 'HPCZ-1', 'co 1234', 'CO.12.345', '7']) {
      expect(hpczNumberInput().parse(typed)).toBe(typed);
    }
    expect(hpczNumberInput().parse('  HPCZ/CO/12345 ')).toBe('HPCZ/CO/12345');
  });

  it('refuses what is no registration number, in words', () => {
    for (const typed of [
      '??',
      'HPCZ',
      'CO/#12',
      'Clinical officer',
      '12345;',
      `${'x'.repeat(30)}1`,
    ]) {
      const result = hpczNumberInput().safeParse(typed);
      expect(result.success, typed).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(HPCZ_NUMBER_WORDS);
    }
  });
});
