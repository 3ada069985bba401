import { describe, expect, it } from 'vitest';
import { readMembershipNumber } from './membership-number-reading';

describe('readMembershipNumber', () => {
  it('reads a number typed with spaces, lower case, another dash or no prefix as the one it means', () => {
    for (const typed of [
      'COAZ-000123',
      ' coaz-000123 ',
      'COAZ 000123',
      'coaz000123',
      'COAZ–000123',
      'COAZ - 000 123',
      'C0AZ-000123',
      '000123',
      '000 123',
    ]) {
      expect(readMembershipNumber(typed), typed).toEqual({ number: 'COAZ-000123' });
    }
  });

  it('refuses a number it cannot read with the format in words, never guessing the digits', () => {
    for (const typed of ['COAZ-123', '123', 'COAZ-0001234', 'HPCZ-000123', 'COAZ-00012A']) {
      const reading = readMembershipNumber(typed);
      expect(reading, typed).toEqual({
        problem: `${typed} is not a membership number: a membership number is COAZ- followed by six digits, such as COAZ-000123.`,
      });
    }
  });

  it('asks for the number when nothing was typed', () => {
    expect(readMembershipNumber('  ')).toEqual({
      problem:
        'Enter the membership number from the card: COAZ- followed by six digits, such as COAZ-000123.',
    });
  });
});
