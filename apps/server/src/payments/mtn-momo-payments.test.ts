import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMemberWithFee } from '../../test-support/member-with-fee';
import type { MtnMomoServer } from '../../test-support/mtn-momo-server';
import {
  type MtnMomoTestSetup,
  startMtnMomoTestSetup,
} from '../../test-support/mtn-momo-test-server';
import type { TestDatabase } from '../../test-support/test-database';
import { call, login, type TestServer } from '../../test-support/test-server';

let setup: MtnMomoTestSetup | undefined;
let database: TestDatabase;
let momo: MtnMomoServer;
let server: TestServer;

beforeAll(async () => {
  setup = await startMtnMomoTestSetup({ paymentPendingTimeoutSeconds: 1 });
  ({ database, momo, server } = setup);
});

afterAll(async () => {
  await setup?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A member with a fee, logged in, who asks to pay it from `phoneNumber`. */
async function startPayment(username: string, phoneNumber: string) {
  const { receivableId } = await addMemberWithFee(database, username);
  const { body } = await login(server, username);
  const started = await call(`${server.memberApi}/payments`, {
    method: 'POST',
    token: body.access_token,
    json: { receivableId, network: 'MTN', phoneNumber },
  });
  const status = () =>
    call(`${server.memberApi}/payments/${started.body.paymentId}`, { token: body.access_token });
  return { started, status, token: body.access_token as string, receivableId };
}

/** Thirty simultaneous requests to pay one fee, on `setup`'s server: one charge. */
async function thirtyAtOnce({ database, momo, server }: MtnMomoTestSetup) {
  momo.decide('260961110007', 'PENDING');
  const { receivableId } = await addMemberWithFee(database, 'momo.thirty');
  const { body } = await login(server, 'momo.thirty');
  const before = momo.requestToPayCalls();
  const answers = await Promise.all(
    Array.from({ length: 30 }, () =>
      call(`${server.memberApi}/payments`, {
        method: 'POST',
        token: body.access_token,
        json: { receivableId, network: 'MTN', phoneNumber: '0961110007' },
      }),
    ),
  );
  const accepted = answers.filter((answer) => answer.status === 202);
  expect(accepted).toHaveLength(1);
  // The per-member limit (10 an hour) turns away twenty; of the ten it lets through, the
  // database constraint lets one start a payment and points the other nine at it.
  const errors = answers.map((answer) => answer.body.error).filter(Boolean);
  expect(errors.filter((error) => error === 'rate_limited')).toHaveLength(20);
  const pending = answers.filter((answer) => answer.body.error === 'payment_pending');
  expect(pending).toHaveLength(9);
  expect(pending.every((answer) => answer.body.paymentId === accepted[0]?.body.paymentId)).toBe(
    true,
  );
  // The request to pay may still be on its way to MTN when the answers are in (a loaded machine
  // took seconds), so it is awaited; the one payment row below shows no second was started.
  await expect.poll(() => momo.requestToPayCalls() - before, { timeout: 15_000 }).toBe(1);
  const rows = (await database.execute(
    'SELECT count(*)::int AS n FROM payments WHERE receivable_id = $1',
    [receivableId],
  )) as { n: number }[];
  expect(rows[0]?.n).toBe(1);
}

describe('MTN MoMo collections', () => {
  it('sends a request to pay as MTN documents it, and confirms the member when paid', async () => {
    const { started, status } = await startPayment('momo.success', '0961110001');
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'PENDING', sandbox: false, amount: 300 });
    expect(started.body.message).not.toContain('SANDBOX');
    const sent = momo.requests.get(started.body.paymentId);
    expect(sent).toMatchObject({
      referenceId: started.body.paymentId,
      callbackUrl: `${server.memberApi}/payments/${started.body.paymentId}/callback`,
      body: {
        amount: '300',
        currency: 'ZMW',
        externalId: started.body.paymentId,
        payer: { partyIdType: 'MSISDN', partyId: '260961110001' },
      },
    });
    const settled = await status();
    expect(settled.body.status).toBe('CONFIRMED');
    expect(settled.headers.get('cache-control')).toBe('no-store');
    expect((await login(server, 'momo.success')).body.status).toBe('SUCCESSFUL');
  });

  it('records a failed collection and leaves the member owing the fee', async () => {
    momo.decide('260961110002', 'FAILED', 'INTERNAL_PROCESSING_ERROR');
    const { status } = await startPayment('momo.failure', '0961110002');
    expect((await status()).body.status).toBe('FAILED');
    expect((await login(server, 'momo.failure')).body.status).toBe('PENDING_PAYMENT');
  });

  it('records a prompt the payer refused, and lets them try again', async () => {
    momo.decide('260961110003', 'PENDING');
    const { started, status, token, receivableId } = await startPayment(
      'momo.rejected',
      '0961110003',
    );
    expect((await status()).body.status).toBe('PENDING');
    momo.settle(started.body.paymentId, 'FAILED', 'APPROVAL_REJECTED');
    const refused = await status();
    expect(refused.body.status).toBe('FAILED');
    expect(refused.body.message).toMatch(/^The payment was declined on the phone/);
    momo.decide('260961110003', 'SUCCESSFUL');
    const again = await call(`${server.memberApi}/payments`, {
      method: 'POST',
      token,
      json: { receivableId, network: 'MTN', phoneNumber: '0961110003' },
    });
    expect(again.status).toBe(202);
    expect(again.body.paymentId).not.toBe(started.body.paymentId);
  });

  it('keeps a request MTN did not answer in time pending, and settles it from its status', async () => {
    momo.hangRequests = true;
    try {
      const { started, status } = await startPayment('momo.timeout', '0961110004');
      expect(started.status).toBe(202);
      expect(started.body.status).toBe('PENDING');
      expect((await status()).body.status).toBe('CONFIRMED');
    } finally {
      momo.hangRequests = false;
    }
  });

  it('settles a late result announced by callback after the payment was given up', async () => {
    momo.decide('260961110005', 'PENDING');
    const { started, status } = await startPayment('momo.late', '0961110005');
    await pause(1_100);
    const givenUp = await status();
    expect(givenUp.body.status).toBe('FAILED');
    // Nobody declined it: the member is told the prompt timed out, not that it was refused.
    expect(givenUp.body.message).toMatch(/^The payment prompt was not approved in time/);
    momo.settle(started.body.paymentId, 'SUCCESSFUL');
    expect(await momo.sendCallback(started.body.paymentId)).toBe(200);
    expect((await status()).body.status).toBe('CONFIRMED');
    expect((await login(server, 'momo.late')).body.status).toBe('SUCCESSFUL');
  });

  it('believes MTN, not the callback body', async () => {
    momo.decide('260961110006', 'PENDING');
    const { started, status } = await startPayment('momo.forged', '0961110006');
    const forged = await call(`${server.memberApi}/payments/${started.body.paymentId}/callback`, {
      method: 'PUT',
      json: { status: 'SUCCESSFUL', externalId: started.body.paymentId },
    });
    expect(forged.status).toBe(200);
    // Still waiting on MTN, or given up once its one second passed (a loaded machine may take
    // that long): never confirmed by what the callback claimed.
    expect(['PENDING', 'FAILED']).toContain((await status()).body.status);
    expect((await login(server, 'momo.forged')).body.status).toBe('PENDING_PAYMENT');
  });

  it('charges once for thirty simultaneous requests to pay one fee', async () => {
    // This file's server gives up a payment after one second (for the tests of a late result);
    // thirty requests on a loaded machine can take longer, and a payment given up may rightly be
    // started again. So this test has a server of its own with the default wait.
    // And a provider deadline of its own: at this file's 300 ms, the one request to pay (a token
    // first) timed out on a loaded CI machine, and the payment was kept pending with no call made.
    const own = await startMtnMomoTestSetup({}, { providerTimeoutMs: 10_000 });
    try {
      await thirtyAtOnce(own);
    } finally {
      await own.close();
    }
  });

  it('answers a retry with the same Idempotency-Key with the payment it started', async () => {
    momo.decide('260961110008', 'PENDING');
    const { receivableId } = await addMemberWithFee(database, 'momo.retry');
    const { body } = await login(server, 'momo.retry');
    const send = () =>
      call(`${server.memberApi}/payments`, {
        method: 'POST',
        token: body.access_token,
        headers: { 'idempotency-key': 'retry-key-1' },
        json: { receivableId, network: 'MTN', phoneNumber: '0961110008' },
      });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((answer) => answer.body.paymentId)).size).toBe(1);
  });

  it('sends no second prompt when the waiting payment paid the fee before the member tapped Pay again', async () => {
    momo.decide('260961110010', 'PENDING');
    const { started, token, receivableId } = await startPayment('momo.twice', '0961110010');
    // The member approves on the phone but the answer never reaches the page, which offers Pay.
    momo.settle(started.body.paymentId, 'SUCCESSFUL');
    const before = momo.requestToPayCalls();
    const again = await call(`${server.memberApi}/payments`, {
      method: 'POST',
      token,
      json: { receivableId, network: 'MTN', phoneNumber: '0961110010' },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(404);
    expect(again.body.error).toBe('not_found');
    expect(momo.requestToPayCalls() - before).toBe(0);
    const rows = (await database.execute(
      'SELECT status, refund_due FROM payments WHERE receivable_id = $1',
      [receivableId],
    )) as { status: string; refund_due: boolean }[];
    expect(rows).toEqual([{ status: 'CONFIRMED', refund_due: false }]);
    expect((await login(server, 'momo.twice')).body.status).toBe('SUCCESSFUL');
  });

  it('lists money that arrived for a fee already paid for the secretariat to refund', async () => {
    momo.decide('260961110011', 'PENDING');
    const first = await startPayment('momo.refund', '0961110011');
    await pause(1_100);
    // Given up once its second has passed; a loaded machine may answer the status a little late.
    await expect
      .poll(async () => (await first.status()).body.status, { timeout: 15_000 })
      .toBe('FAILED');
    // Given up locally, the member pays again, and that payment goes through.
    momo.decide('260961110011', 'SUCCESSFUL');
    const second = await call(`${server.memberApi}/payments`, {
      method: 'POST',
      token: first.token,
      json: { receivableId: first.receivableId, network: 'MTN', phoneNumber: '0961110011' },
    });
    expect(second.status).toBe(202);
    const paid = await call(`${server.memberApi}/payments/${second.body.paymentId}`, {
      token: first.token,
    });
    expect(paid.body.status).toBe('CONFIRMED');
    // Then the first prompt's approval arrives late: the money moved twice.
    momo.settle(first.started.body.paymentId, 'SUCCESSFUL');
    expect(await momo.sendCallback(first.started.body.paymentId)).toBe(200);
    // The member's page, asking after the late one, is told it comes back, not "received".
    const late = (await first.status()).body;
    expect(late).toMatchObject({ status: 'CONFIRMED', refundDue: true });
    expect(late.message).toMatch(
      /already paid by another payment, so this K300\.00 will be refunded/,
    );
    expect((await first.status()).body.message).not.toMatch(/Payment received/);
    expect(paid.body.refundDue).toBe(false);

    const admin = (await login(server, 'demo.admin')).body.access_token;
    const refunds = await call(`${server.memberApi}/admin/refunds`, { token: admin });
    expect(refunds.status).toBe(200);
    expect(refunds.headers.get('cache-control')).toBe('no-store');
    expect(refunds.body.items).toEqual([
      expect.objectContaining({
        paymentId: first.started.body.paymentId,
        amount: 300,
        currency: 'ZMW',
        network: 'MTN',
        phoneNumber: '260961110011',
        receivableId: first.receivableId,
        member: expect.objectContaining({ username: 'momo.refund' }),
      }),
    ]);
    const member = await call(`${server.memberApi}/admin/refunds`, { token: first.token });
    expect(member.status).toBe(403);
    expect((await call(`${server.memberApi}/admin/refunds`)).status).toBe(401);
  });

  it('records a refund the secretariat paid back, once, and lists it no more', async () => {
    momo.decide('260961110012', 'PENDING');
    const first = await startPayment('momo.refunded', '0961110012');
    await pause(1_100);
    expect((await first.status()).body.status).toBe('FAILED');
    momo.decide('260961110012', 'SUCCESSFUL');
    const second = await call(`${server.memberApi}/payments`, {
      method: 'POST',
      token: first.token,
      json: { receivableId: first.receivableId, network: 'MTN', phoneNumber: '0961110012' },
    });
    expect(second.status).toBe(202);
    await call(`${server.memberApi}/payments/${second.body.paymentId}`, { token: first.token });
    momo.settle(first.started.body.paymentId, 'SUCCESSFUL');
    expect(await momo.sendCallback(first.started.body.paymentId)).toBe(200);

    const admin = (await login(server, 'demo.admin')).body.access_token;
    const refundId = first.started.body.paymentId;
    const mark = (paymentId: string, token?: string) =>
      call(`${server.memberApi}/admin/refunds/${paymentId}/refunded`, { method: 'POST', token });
    expect((await mark(refundId)).status).toBe(401);
    expect((await mark(refundId, first.token)).status).toBe(403);
    expect((await mark('not-a-uuid', admin)).status).toBe(400);
    const unknown = await mark('00000000-0000-4000-8000-000000000000', admin);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('not_found');
    // The payment that paid the fee owes nothing back.
    expect((await mark(second.body.paymentId, admin)).status).toBe(404);

    // Two admins mark it at once: one records it, the other learns it already was.
    const both = await Promise.all([mark(refundId, admin), mark(refundId, admin)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([204, 409]);
    expect(both.find((answer) => answer.status === 409)?.body.error).toBe('already_refunded');

    const listed = await call(`${server.memberApi}/admin/refunds`, { token: admin });
    expect(listed.body.items.map((item: { paymentId: string }) => item.paymentId)).not.toContain(
      refundId,
    );
    const [row] = (await database.execute(
      'SELECT p.refunded_at, u.username FROM payments p JOIN users u ON u.id = p.refunded_by WHERE p.id = $1',
      [refundId],
    )) as { refunded_at: Date | null; username: string }[];
    expect(row?.username).toBe('demo.admin');
    expect(row?.refunded_at).not.toBeNull();
    const history = (await database.execute(
      `SELECT e.summary FROM membership_events e JOIN users u ON u.id = e.user_id
       WHERE u.username = 'momo.refunded' AND e.kind = 'refund'`,
    )) as { summary: string }[];
    expect(history).toEqual([{ summary: 'Refunded K300.00, a fee paid twice, to 0961 110 012' }]);
  });

  it('refuses wallets of networks MTN does not collect from', async () => {
    const { receivableId } = await addMemberWithFee(database, 'momo.airtel');
    const { body } = await login(server, 'momo.airtel');
    const answer = await call(`${server.memberApi}/payments`, {
      method: 'POST',
      token: body.access_token,
      json: { receivableId, network: 'AIRTEL', phoneNumber: '0971110009' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('network_unavailable');
  });
});
