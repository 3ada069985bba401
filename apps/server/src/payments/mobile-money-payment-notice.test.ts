import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addMemberWithFee } from '../../test-support/member-with-fee';
import type { MtnMomoServer } from '../../test-support/mtn-momo-server';
import {
  type MtnMomoTestSetup,
  startMtnMomoTestSetup,
} from '../../test-support/mtn-momo-test-server';
import type { TestDatabase } from '../../test-support/test-database';
import { call, login, type TestServer } from '../../test-support/test-server';
import { type Database, openDatabase } from '../db/database';
import { payments } from '../db/schema';
import { addDays, readableDate } from '../membership/lusaka-date';
import type { MobileMoneyProvider } from './mobile-money-provider';
import { mobileMoneyPaymentNotice, paidTwiceNotice } from './money-notices';
import { createPaymentSettlement, type PaymentRow } from './payment-settlement';

// A payment the secretariat records was confirmed by SMS and one made by mobile money was not:
// the member who paid from their phone had only the page they may have closed.

let setup: MtnMomoTestSetup | undefined;
let database: TestDatabase;
let momo: MtnMomoServer;
let server: TestServer;
let direct: Database;
let folder: string;

beforeAll(async () => {
  setup = await startMtnMomoTestSetup({ paymentPendingTimeoutSeconds: 1 });
  ({ database, momo, server } = setup);
  folder = await mkdtemp(join(tmpdir(), 'coaz-payment-notice-'));
  direct = await openDatabase({
    databaseUrl: database.databaseUrl,
    pglite: database.pglite,
    dataDir: folder,
    poolSize: 2,
  });
});

afterAll(async () => {
  await direct?.close();
  await setup?.close();
  await rm(folder, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const smsTo = async (phoneNumber: string) =>
  (
    (await database.execute(
      `SELECT body FROM message_outbox WHERE channel = 'sms' AND recipient = $1 ORDER BY id`,
      [phoneNumber],
    )) as { body: string }[]
  ).map((row) => row.body);

/** A member with a fee and the mobile number `phone`, who asks to pay it from that number. */
async function startPayment(username: string, phone: string) {
  const { receivableId } = await addMemberWithFee(database, username);
  await database.execute('UPDATE users SET phone_number = $1 WHERE username = $2', [
    phone,
    username,
  ]);
  const token = (await login(server, username)).body.access_token as string;
  const pay = async () => {
    const started = await call(`${server.memberApi}/payments`, {
      method: 'POST',
      token,
      json: { receivableId, network: 'MTN', phoneNumber: `0${phone.slice(3)}` },
    });
    expect(started.status).toBe(202);
    const paymentId = started.body.paymentId as string;
    const status = () => call(`${server.memberApi}/payments/${paymentId}`, { token });
    return { paymentId, status };
  };
  return { pay };
}

async function receiptOf(paymentId: string) {
  const [receipt] = (await database.execute(
    'SELECT receipt_number, valid_until::text AS valid_until FROM receipts WHERE payment_id = $1',
    [paymentId],
  )) as { receipt_number: string; valid_until: string }[];
  if (!receipt) throw new Error(`no receipt for ${paymentId}`);
  return receipt;
}

describe('the SMS confirming a mobile-money payment', () => {
  it('is sent once, when a poll and a callback confirm the payment at the same moment', async () => {
    momo.decide('260961110031', 'PENDING');
    const { pay } = await startPayment('notice.once', '260961110031');
    const { paymentId, status } = await pay();
    expect((await status()).body.status).toBe('PENDING');
    momo.settle(paymentId, 'SUCCESSFUL');
    const answers = await Promise.all([status(), momo.sendCallback(paymentId), status()]);
    expect(answers[0].body.status).toBe('CONFIRMED');
    // And again later, as a page still polling and a repeated callback would.
    expect(await momo.sendCallback(paymentId)).toBe(200);
    expect((await status()).body.status).toBe('CONFIRMED');
    const receipt = await receiptOf(paymentId);
    expect(await smsTo('260961110031')).toEqual([
      `COAZ: payment received, K300.00 by MTN MoMo (receipt ${receipt.receipt_number}). Your paid year runs to ${readableDate(receipt.valid_until)}; in good standing until ${readableDate(addDays(receipt.valid_until, 30))}.`,
    ]);
  });

  // The money of a prompt approved after the member paid again is paid back: "payment received"
  // would say it was kept.
  it('says a late payment for a fee already paid will be refunded, once', async () => {
    momo.decide('260961110032', 'PENDING');
    const { pay } = await startPayment('notice.twice', '260961110032');
    const first = await pay();
    await pause(1_100);
    expect((await first.status()).body.status).toBe('FAILED');
    momo.decide('260961110032', 'SUCCESSFUL');
    const second = await pay();
    expect((await second.status()).body.status).toBe('CONFIRMED');
    momo.settle(first.paymentId, 'SUCCESSFUL');
    expect(await momo.sendCallback(first.paymentId)).toBe(200);
    expect((await first.status()).body).toMatchObject({ status: 'CONFIRMED', refundDue: true });
    expect(await momo.sendCallback(first.paymentId)).toBe(200);
    const receipt = await receiptOf(second.paymentId);
    expect(await smsTo('260961110032')).toEqual([
      `COAZ: payment received, K300.00 by MTN MoMo (receipt ${receipt.receipt_number}). Your paid year runs to ${readableDate(receipt.valid_until)}; in good standing until ${readableDate(addDays(receipt.valid_until, 30))}.`,
      'COAZ: you paid a membership fee twice; the secretariat will refund K300.00 to 0961 110 032 (MTN MoMo).',
    ]);
  });

  it('stays one SMS with a K10,000.00 fee, the longest network name and two dates of the longest month', () => {
    const texts = [
      mobileMoneyPaymentNotice('K10,000.00', 'ZAMTEL', 'R2029-123456', '2029-09-28', '2029-09-28'),
      paidTwiceNotice('K10,000.00', '0955 123 456', 'AIRTEL'),
      paidTwiceNotice('K10,000.00', '0955 123 456', 'ZAMTEL'),
    ];
    expect(texts[0]).toBe(
      'COAZ: payment received, K10,000.00 by Zamtel Kwacha (receipt R2029-123456). Your paid year runs to 28 September 2029; in good standing until 28 September 2029.',
    );
    for (const text of texts) expect(text.length, text).toBeLessThanOrEqual(160);
  });
});

describe('what follows a confirmation', () => {
  const confirming = {
    name: 'stand-in',
    sandbox: false,
    networks: ['MTN'],
    referenceFor: (id: string) => id,
    requestCollection: async () => {},
    checkCollection: async () => ({ status: 'CONFIRMED' as const }),
  } satisfies MobileMoneyProvider;

  async function waitingPayment(username: string): Promise<PaymentRow> {
    const { receivableId } = await addMemberWithFee(database, username);
    const [row] = (await database.execute(
      `INSERT INTO payments (id, receivable_id, user_id, network, phone_number, amount_ngwee,
                             provider, provider_reference, status)
       SELECT gen_random_uuid(), id, user_id, 'MTN', '260961110039', amount_ngwee,
              'stand-in', gen_random_uuid()::text, 'PENDING'
       FROM receivables WHERE id = $1 RETURNING id`,
      [receivableId],
    )) as { id: string }[];
    const [payment] = await direct.db
      .select()
      .from(payments)
      .where(eq(payments.id, row?.id ?? ''));
    if (!payment) throw new Error('no payment');
    return payment;
  }

  it('happens once for two settlements confirming one payment, and its failure is only logged', async () => {
    const payment = await waitingPayment('after.once');
    const lines: string[] = [];
    const afterConfirmed = vi.fn(async () => {
      throw new Error('gateway down');
    });
    const settlement = () =>
      createPaymentSettlement({
        db: direct.db,
        provider: confirming,
        pendingTimeoutSeconds: 300,
        log: (line) => lines.push(line),
        afterConfirmed,
      });
    // Two instances, as the payment routes and the reconciler are: no shared question in flight.
    const settled = await Promise.all([settlement().settle(payment), settlement().settle(payment)]);
    expect(settled.map((row) => row.status)).toEqual(['CONFIRMED', 'CONFIRMED']);
    expect(afterConfirmed).toHaveBeenCalledTimes(1);
    expect(afterConfirmed).toHaveBeenCalledWith(expect.objectContaining({ id: payment.id }));
    expect(lines).toContain(
      `payment ${payment.id} confirmed; what follows it failed: gateway down`,
    );
  });

  it('does not happen for a confirmation rolled back', async () => {
    const payment = await waitingPayment('after.rolled.back');
    const afterConfirmed = vi.fn(async () => {});
    const settlement = createPaymentSettlement({
      db: direct.db,
      provider: confirming,
      pendingTimeoutSeconds: 300,
      log: () => {},
      onConfirmed: async () => {
        throw new Error('the receipt could not be written');
      },
      afterConfirmed,
    });
    await expect(settlement.settle(payment)).rejects.toThrow(/receipt could not be written/);
    expect(afterConfirmed).not.toHaveBeenCalled();
    const [row] = (await database.execute('SELECT status FROM payments WHERE id = $1', [
      payment.id,
    ])) as { status: string }[];
    expect(row?.status).toBe('PENDING');
  });
});
