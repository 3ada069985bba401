import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import type { MobileMoneyProvider } from './mobile-money-provider';
import { createPaymentSettlement } from './payment-settlement';

// The reconciler asks the provider about at most a hundred payments a round. A provider's outage
// can leave more than that failed by us within the week (each still to be confirmed by a late
// answer); taken in no order, the same hundred could be asked about every round.

let database: TestDatabase;
let app: TestApp;

const FAILED_BY_US = 150;
const STILL_WAITING = 3;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  const [member] = (await database.execute(
    `INSERT INTO users (username, password_hash, status, role)
     VALUES ('reconcile.sample', 'x', 'PENDING_PAYMENT', 'member') RETURNING id`,
  )) as { id: number }[];
  const [criteria] = (await database.execute('SELECT id FROM membership_fee_criteria LIMIT 1')) as {
    id: number;
  }[];
  // One bill per payment: a bill has one payment waiting at a time.
  const bill = async () =>
    (
      (await database.execute(
        `INSERT INTO receivables (user_id, criteria_id, amount_ngwee, description)
         VALUES ($1, $2, 30000, 'Sample fee') RETURNING id`,
        [member?.id, criteria?.id],
      )) as { id: number }[]
    )[0]?.id;
  const insert = async (
    reference: string,
    status: string,
    reason: string | null,
    minutesAgo: number,
  ) =>
    database.execute(
      `INSERT INTO payments (id, receivable_id, user_id, network, phone_number, amount_ngwee,
         provider, provider_reference, status, failure_reason, created_at)
       VALUES (gen_random_uuid(), $1, $2, 'MTN', '260961110099', 30000, 'stand-in', $3, $4, $5,
         now() - make_interval(mins => $6))`,
      [await bill(), member?.id, reference, status, reason, minutesAgo],
    );
  for (let index = 0; index < FAILED_BY_US; index += 1) {
    await insert(`failed-${index}`, 'FAILED', 'LOCAL_EXPIRED', 2_000 - index);
  }
  for (let index = 0; index < STILL_WAITING; index += 1) {
    await insert(`waiting-${index}`, 'PENDING', null, 5 - index);
  }
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** A provider that still has no answer for anything, and remembers what it was asked, by round. */
function silentProvider() {
  const asked: string[] = [];
  const provider = {
    name: 'stand-in',
    sandbox: false,
    networks: ['MTN'],
    referenceFor: (id: string) => id,
    requestCollection: async () => {},
    checkCollection: async ({ providerReference }: { providerReference: string }) => {
      asked.push(providerReference);
      return { status: 'PENDING' as const };
    },
  } satisfies MobileMoneyProvider;
  return { provider, asked };
}

describe('reconciling more payments than one round asks about', () => {
  it('asks about the waiting ones every round and about each failed one in turn', async () => {
    const { provider, asked } = silentProvider();
    const settlement = createPaymentSettlement({
      db: app.services.db,
      provider,
      pendingTimeoutSeconds: 86_400,
      log: () => {},
    });
    const round = async () => {
      asked.length = 0;
      await settlement.reconcile();
      return [...asked];
    };
    const waiting = Array.from({ length: STILL_WAITING }, (_, index) => `waiting-${index}`);

    const first = await round();
    expect(first).toHaveLength(100);
    expect(first.slice(0, STILL_WAITING)).toEqual(waiting);
    const second = await round();
    expect(second.slice(0, STILL_WAITING)).toEqual(waiting);
    // Between them, the two rounds asked about every payment failed by us, once each.
    const failedAsked = [...first, ...second].filter((reference) => reference.startsWith('failed'));
    expect(new Set(failedAsked).size).toBe(FAILED_BY_US);
    expect(failedAsked).toHaveLength(FAILED_BY_US);
    // Having reached the last, the next round starts again at the first.
    const third = await round();
    expect(third).toEqual(first);
  });
});
