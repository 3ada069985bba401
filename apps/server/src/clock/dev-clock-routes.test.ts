import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../../test-support/test-server';
import { addDays } from '../membership/lusaka-date';
import { createAdjustableClock } from './clock';

let database: TestDatabase;
let demo: TestServer;
const clock = createAdjustableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  demo = await startTestServer(
    database,
    { contentPollMs: 0, paymentSandboxDelayMs: 0 },
    { services: { clock } },
  );
});

afterAll(async () => {
  await demo.close();
  await database.drop();
});

const setClock = (server: TestServer, json: unknown) =>
  call(`${server.url}/api/dev/clock`, { method: 'POST', json });

/** 400 days: past a year paid today and its 30-day grace period, as the root README suggests. */
const FOUR_HUNDRED_DAYS_MS = 400 * 86_400_000;

/**
 * Pays the fee a PENDING_PAYMENT login names through the sandbox, and answers its payment; the
 * sandbox declines a wallet number ending in 000.
 */
async function payTariff(
  session: { body: { access_token: string; tariff: { receivableId: number } } },
  phoneNumber = '0961234567',
) {
  const started = await call(`${demo.memberApi}/payments`, {
    method: 'POST',
    token: session.body.access_token,
    json: { receivableId: session.body.tariff.receivableId, network: 'MTN', phoneNumber },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const settled = await call(`${demo.memberApi}/payments/${started.body.paymentId}`, {
    token: session.body.access_token,
  });
  expect(settled.body.status).toBe(phoneNumber.endsWith('000') ? 'FAILED' : 'CONFIRMED');
  return settled.body;
}

async function membershipOf(username: string) {
  const session = await login(demo, username);
  return (await call(`${demo.memberApi}/membership`, { token: session.body.access_token })).body;
}

async function unpaidFeesOf(username: string) {
  return database.execute(
    `SELECT r.id FROM receivables r JOIN users u ON u.id = r.user_id
      WHERE u.username = $1 AND r.paid_at IS NULL`,
    [username],
  );
}

describe('POST /api/dev/clock', () => {
  it('moves the clock a scheduled entry waits for, then back', async () => {
    const editor = (await login(demo, 'demo.editor')).body.access_token;
    const created = await call(`${demo.url}/api/news`, {
      method: 'POST',
      token: editor,
      json: {
        title: 'Next year',
        body: 'Soon.',
        date: '2030-01-01',
        publishAt: '2030-01-01T08:00:00+02:00',
      },
    });
    const visible = async () => (await call(`${demo.url}/api/news/${created.body.id}`)).status;
    expect(await visible()).toBe(404);

    const moved = await setClock(demo, { now: '2030-01-01T08:00:00+02:00' });
    expect(moved.status).toBe(200);
    expect(moved.body.now.startsWith('2030-01-01T06:00')).toBe(true);
    expect(await visible()).toBe(200);

    const offset = await setClock(demo, { offsetMs: 86_400_000 });
    expect(offset.body.offsetMs).toBe(86_400_000);
    expect(await visible()).toBe(404);

    expect((await setClock(demo, { reset: true })).body.offsetMs).toBe(0);
    expect(await visible()).toBe(404);
  });

  it('refuses anything but the three bodies', async () => {
    for (const body of [
      {},
      { now: 'soon' },
      { reset: false },
      { offsetMs: 1.5 },
      { now: '2030-01-01T00:00:00Z', reset: true },
    ]) {
      const answer = await setClock(demo, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      // In words, not zod's "Invalid input".
      expect(answer.body.message, JSON.stringify(body)).not.toMatch(/^Invalid input/);
    }
  });

  it('dates every answer by the moved clock, which the studio reads to say what has ended', async () => {
    await setClock(demo, { now: '2030-01-01T08:00:00+02:00' });
    try {
      const answer = await call(`${demo.url}/api/contents`);
      const dated = Date.parse(answer.headers.get('date') ?? '');
      // The clock runs on from 06:00 UTC; a loaded machine may take a while to answer.
      expect(dated).toBeGreaterThanOrEqual(Date.parse('2030-01-01T06:00:00Z'));
      expect(dated).toBeLessThan(Date.parse('2030-01-02T06:00:00Z'));
    } finally {
      await setClock(demo, { reset: true });
    }
    const real = Date.parse((await call(`${demo.url}/api/contents`)).headers.get('date') ?? '');
    expect(Math.abs(real - Date.now())).toBeLessThan(86_400_000);
  });

  it('refuses a moment more than a hundred years away, leaving the clock where it was', async () => {
    await setClock(demo, { offsetMs: 86_400_000 });
    for (const now of ['0000-01-01T00:00:00Z', '1900-01-01T00:00:00Z', '2999-01-01T00:00:00Z']) {
      const answer = await setClock(demo, { now });
      expect(answer.status, now).toBe(400);
      expect(answer.body).toMatchObject({
        error: 'validation_failed',
        message: expect.any(String),
      });
      expect(clock.offsetMs()).toBe(86_400_000);
    }
    expect((await call(`${demo.url}/api/events?when=upcoming`)).status).toBe(200);
    await setClock(demo, { reset: true });
  });

  it('moved 400 days on lapses and bills the members; reset brings them back in good standing', async () => {
    // demo.payment pays today, as the auditor's third member did: valid for a year from today.
    await payTariff(await login(demo, 'demo.payment'));
    const members = ['demo.active', 'demo.editor', 'demo.payment'];
    const numbers: string[] = [];
    for (const username of members) numbers.push((await membershipOf(username)).membershipNumber);
    const verify = async (number: string) =>
      (await call(`${demo.memberApi}/verify/${number}`)).body.goodStanding;

    for (const number of numbers) expect(await verify(number)).toBe(true);

    await setClock(demo, { offsetMs: FOUR_HUNDRED_DAYS_MS });
    for (const [index, username] of members.entries()) {
      expect(await verify(numbers[index] as string), username).toBe(false);
      expect(await unpaidFeesOf(username), username).toHaveLength(1);
    }
    const lapsed = await login(demo, 'demo.editor');
    expect(lapsed.body).toMatchObject({
      status: 'PENDING_PAYMENT',
      tariff: { receivableId: expect.any(Number) },
    });
    const studio = (token: string) => call(`${demo.url}/api/news?view=studio`, { token });
    expect((await studio(lapsed.body.access_token)).status).toBe(403);

    expect((await setClock(demo, { reset: true })).body.offsetMs).toBe(0);
    for (const [index, username] of members.entries()) {
      expect(await verify(numbers[index] as string), username).toBe(true);
      expect(await unpaidFeesOf(username), username).toEqual([]);
    }
    const back = await login(demo, 'demo.editor');
    expect(back.body).toMatchObject({ status: 'SUCCESSFUL', tariff: null });
    expect((await studio(back.body.access_token)).status).toBe(200);
    const history = await call(`${demo.memberApi}/membership/history`, {
      token: back.body.access_token,
    });
    expect(JSON.stringify(history.body)).not.toMatch(/lapsed|grace period/i);
  });

  it('keeps a payment made while the clock was ahead, and the year it paid for', async () => {
    await setClock(demo, { offsetMs: FOUR_HUNDRED_DAYS_MS });
    const lapsed = await login(demo, 'demo.active');
    expect(lapsed.body.status).toBe('PENDING_PAYMENT');
    const receivableId = lapsed.body.tariff.receivableId;
    await payTariff(lapsed);
    const paidAhead = await membershipOf('demo.active');
    expect(paidAhead.goodStanding).toBe(true);
    const receiptsOf = async (token: string) =>
      (await call(`${demo.memberApi}/receipts`, { token })).body.items.map(
        (receipt: { receiptNumber: string }) => receipt.receiptNumber,
      );
    const receiptsAhead = await receiptsOf(lapsed.body.access_token);
    // A declined attempt is a payment's record too: its fee stays, unpaid, to be paid early.
    const declinedSession = await login(demo, 'demo.editor');
    const declined = await payTariff(declinedSession, '0961234000');

    await setClock(demo, { reset: true });
    const session = await login(demo, 'demo.active');
    expect(session.body.status).toBe('SUCCESSFUL');
    const fee = await call(`${demo.memberApi}/receivables/${receivableId}`, {
      token: session.body.access_token,
    });
    expect(fee.body).toMatchObject({ receivableId, paid: true });
    expect(await receiptsOf(session.body.access_token)).toEqual(receiptsAhead);
    expect(await membershipOf('demo.active')).toMatchObject({
      goodStanding: true,
      validUntil: paidAhead.validUntil,
    });
    const editor = await login(demo, 'demo.editor');
    expect(editor.body.status).toBe('SUCCESSFUL');
    const attempt = await call(`${demo.memberApi}/payments/${declined.paymentId}`, {
      token: editor.body.access_token,
    });
    expect(attempt.body.status).toBe('FAILED');
    expect(await unpaidFeesOf('demo.editor')).toEqual([
      { id: declinedSession.body.tariff.receivableId },
    ]);
  });

  it('leaves lapsed, with the fee to pay, a member whose grace period had ended by the new now', async () => {
    const { validUntil } = await membershipOf('demo.editor');
    const lapseMessages = async () =>
      (await call(`${demo.url}/api/dev/outbox?to=260971000002`)).body.items.filter(
        (message: { body: string }) => /membership lapsed/.test(message.body),
      ).length;
    await setClock(demo, { offsetMs: FOUR_HUNDRED_DAYS_MS });
    const lapsedOnce = await lapseMessages();
    await setClock(demo, { now: `${addDays(validUntil, 31)}T08:00:00+02:00` });
    const lapsed = await login(demo, 'demo.editor');
    expect(lapsed.body).toMatchObject({
      status: 'PENDING_PAYMENT',
      tariff: { receivableId: expect.any(Number) },
    });
    // Left as it was, not made active and lapsed again with a second message.
    expect(await lapseMessages()).toBe(lapsedOnce);

    await setClock(demo, { now: `${addDays(validUntil, 30)}T08:00:00+02:00` });
    expect((await login(demo, 'demo.editor')).body.status).toBe('SUCCESSFUL');
    await setClock(demo, { reset: true });
  });

  it('forgets a reminder sent after the new now, so it goes again on its day', async () => {
    // demo.active has no fee open (demo.editor keeps the one a payment was tried for).
    const { validUntil } = await membershipOf('demo.active');
    const reminders = async () =>
      (await call(`${demo.url}/api/dev/outbox?to=260971000001`)).body.items.filter(
        (message: { body: string }) => /paid year ends on/.test(message.body),
      ).length;
    const before = await reminders();
    // Twenty days before the year ends: the renewal is billed and the 30-day reminder goes.
    const reminderDay = { now: `${addDays(validUntil, -20)}T08:00:00+02:00` };

    await setClock(demo, reminderDay);
    expect(await reminders()).toBe(before + 1);
    expect(await unpaidFeesOf('demo.active')).toHaveLength(1);

    await setClock(demo, { reset: true });
    expect(await unpaidFeesOf('demo.active')).toEqual([]);
    const session = await login(demo, 'demo.active');
    const history = await call(`${demo.memberApi}/membership/history`, {
      token: session.body.access_token,
    });
    expect(JSON.stringify(history.body)).not.toMatch(/Reminded/);

    await setClock(demo, reminderDay);
    expect(await reminders()).toBe(before + 2);
    await setClock(demo, { reset: true });
  });

  it('does not exist outside demo mode', async () => {
    const other = await startTestServer(database, { mode: 'development' });
    try {
      const answer = await setClock(other, { reset: true });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: 'not_found' });
    } finally {
      await other.close();
    }
  });
});
