import { describe, expect, it, vi } from 'vitest';
import type { AppDatabase } from '../db/database';
import type { CollectionOutcome, MobileMoneyProvider } from './mobile-money-provider';
import { createPaymentSettlement, type PaymentRow } from './payment-settlement';

/** A waiting payment of the provider below, requested just now. */
const waiting = {
  id: '6f1c2a9e-3b4d-4c5e-8f60-718293a4b5c6',
  provider: 'stand-in',
  providerReference: 'ref-1',
  phoneNumber: '260961110099',
  status: 'PENDING',
  failureReason: null,
  createdAt: new Date(),
} as unknown as PaymentRow;

describe('settling a payment', () => {
  // A member's page asks where its payment stands, and each asking made the server ask the
  // provider: a script sending a hundred at once made a hundred calls on MTN's quota.
  it('asks the provider once for requests about one payment that arrive while it answers', async () => {
    const questions: ((outcome: CollectionOutcome) => void)[] = [];
    const answer = (outcome: CollectionOutcome) => {
      for (const resolve of questions.splice(0)) resolve(outcome);
    };
    const checkCollection = vi.fn(
      () => new Promise<CollectionOutcome>((resolve) => questions.push(resolve)),
    );
    const provider = {
      name: 'stand-in',
      sandbox: false,
      networks: ['MTN'],
      referenceFor: (id: string) => id,
      requestCollection: async () => {},
      checkCollection,
    } satisfies MobileMoneyProvider;
    const settlement = createPaymentSettlement({
      // A payment still pending within its time is answered without touching the database.
      db: {} as AppDatabase,
      provider,
      pendingTimeoutSeconds: 300,
      log: () => {},
    });
    const asked = Array.from({ length: 20 }, () => settlement.settle(waiting));
    answer({ status: 'PENDING' });
    const rows = await Promise.all(asked);
    expect(checkCollection).toHaveBeenCalledTimes(1);
    expect(rows.every((row) => row.status === 'PENDING')).toBe(true);
    // Once answered, the next request asks again: nothing is kept beyond the question in flight.
    const later = settlement.settle(waiting);
    answer({ status: 'PENDING' });
    await later;
    expect(checkCollection).toHaveBeenCalledTimes(2);
  });
});
