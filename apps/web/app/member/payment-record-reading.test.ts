import { describe, expect, it } from 'vitest';
import { readPaymentRecord } from './payment-record-reading';

const draft = {
  method: 'CASH' as const,
  amount: '1,250.50',
  receivedOn: '2026-12-04',
  reference: '  OR 0457 ',
};

describe('reading a payment the secretariat records', () => {
  it('takes the whole fee with a K and commas, the day and the trimmed reference', () => {
    expect(readPaymentRecord(draft, 1250.5, '2026-12-06')).toEqual({
      record: { method: 'CASH', amount: 1250.5, receivedOn: '2026-12-04', reference: 'OR 0457' },
    });
  });

  it('refuses a day after today, one that does not exist, and none', () => {
    const problem = (receivedOn: string) =>
      'problems' in readPaymentRecord({ ...draft, receivedOn }, 1250.5, '2026-12-06')
        ? (
            readPaymentRecord({ ...draft, receivedOn }, 1250.5, '2026-12-06') as {
              problems: { receivedOn?: string };
            }
          ).problems.receivedOn
        : undefined;
    expect(problem('2026-12-07')).toBe('The money cannot have been received after today');
    expect(problem('2026-02-29')).toBe('Enter a date that exists');
    expect(problem('')).toBe('Enter the day the money was received');
    expect(problem('2026-12-06')).toBeUndefined();
  });

  it('refuses part of the fee, more than it, a missing method and a short reference', () => {
    expect(
      readPaymentRecord(
        { method: '', amount: '1250', receivedOn: '2026-12-04', reference: 'x' },
        1250.5,
        '2026-12-06',
      ),
    ).toEqual({
      problems: {
        method: 'Choose how the money came',
        amount: 'This fee is K1,250.50; record the payment once the whole fee is received',
        reference: 'Enter the reference, at least 2 characters',
      },
    });
  });
});
