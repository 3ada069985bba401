import { describe, expect, it } from 'vitest';
import { paymentFailureMessage } from './payment-failure-message';

describe('paymentFailureMessage', () => {
  it('tells a prompt that timed out apart from one the member declined', () => {
    expect(paymentFailureMessage('LOCAL_EXPIRED')).toMatch(
      /^The payment prompt was not approved in time/,
    );
    expect(paymentFailureMessage('EXPIRED')).toBe(paymentFailureMessage('LOCAL_EXPIRED'));
    expect(paymentFailureMessage('APPROVAL_REJECTED')).toMatch(/^The payment was declined/);
  });

  it('asks for a top-up when the wallet was short', () => {
    expect(paymentFailureMessage('NOT_ENOUGH_FUNDS')).toMatch(/not enough money in the wallet/);
  });

  it('never blames the member for a failure that was not theirs', () => {
    for (const reason of ['INTERNAL_PROCESSING_ERROR', 'NOT_FOUND', 'TF', null]) {
      expect(paymentFailureMessage(reason)).toBe(
        'The payment did not go through; you can try again',
      );
    }
  });
});
