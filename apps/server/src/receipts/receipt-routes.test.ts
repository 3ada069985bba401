import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfTextLines } from '../../test-support/pdf-text';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import type { AdjustableClock } from '../clock/clock';
import { lusakaDate } from '../clock/lusaka-date';
import { runDuesCycle } from '../membership/dues-job';
import { addDays, oneYearFrom, readableDate } from '../membership/lusaka-date';
import { renderReceiptPdf, SANDBOX_RECEIPT_TITLE } from './receipt-pdf';

let database: TestDatabase;
let app: TestApp;
let clock: AdjustableClock;
const api = '/coaz/api';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, { paymentSandboxDelayMs: 0 });
  clock = app.services.clock as AdjustableClock;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const ROW_LABELS = [
  'Receipt number',
  'Date',
  'Received from',
  'Membership number',
  'For',
  'Amount',
  'Paid by',
  'Payment reference',
  'Period paid for',
  'Paid year runs to',
];

/** The value under a receipt row's label, its wrapped lines joined again. */
function rowValue(lines: string[], label: string): string {
  const start = lines.indexOf(label) + 1;
  let end = start + 1;
  while (
    end < lines.length &&
    !ROW_LABELS.includes(lines[end] as string) &&
    !lines[end]?.startsWith('Thank you') &&
    !lines[end]?.startsWith('SANDBOX')
  )
    end += 1;
  return lines.slice(start, end).join(' ');
}

const at = (date: string) => new Date(`${date}T08:00:00+02:00`);

/** An active member whose paid year ends on `validUntil`; password `Demo-2026!`. */
async function addMember(username: string, validUntil: string) {
  await database.execute(
    `INSERT INTO users (username, password_hash, status, role, first_name, last_name,
                        membership_type, membership_number, valid_until)
     SELECT $1, password_hash, 'ACTIVE', 'member', 'Late', 'Payer', 'full_membership',
            'COAZ-9' || lpad((random() * 99999)::int::text, 5, '0'), $2
       FROM users WHERE username = 'demo.active'`,
    [username, validUntil],
  );
}

async function payAndReadReceipt(username: string) {
  const logged = await app.send(`${api}/login`, {
    method: 'POST',
    json: { username, password: 'Demo-2026!' },
  });
  expect(logged.body.status).toBe('PENDING_PAYMENT');
  const started = await app.send(`${api}/payments`, {
    method: 'POST',
    token: logged.body.access_token,
    json: {
      receivableId: logged.body.tariff.receivableId,
      network: 'MTN',
      phoneNumber: '0961234560',
    },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const paid = await app.send(`${api}/payments/${started.body.paymentId}`, {
    token: logged.body.access_token,
  });
  expect(paid.body.status).toBe('CONFIRMED');
  const token = paid.body.access_token as string;
  const list = await app.send(`${api}/receipts`, { token });
  const response = await app.app.request(`${api}/receipts/${list.body.items[0].id}.pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return { lines: pdfTextLines(new Uint8Array(await response.arrayBuffer())), token, list };
}

describe('a sandbox payment’s receipt', () => {
  it('says SANDBOX in its title, first and last lines and across the page, never “Official”', async () => {
    await addMember('sandbox.payer', addDays(lusakaDate(new Date()), 10));
    await database.execute(
      `INSERT INTO receivables (user_id, criteria_id, amount_ngwee, description)
       SELECT id, 1, 30000, 'Full Membership: annual subscription' FROM users WHERE username = 'sandbox.payer'`,
    );
    await database.execute(
      "UPDATE users SET status = 'PENDING_PAYMENT' WHERE username = 'sandbox.payer'",
    );
    const { lines } = await payAndReadReceipt('sandbox.payer');
    expect(lines).not.toContain('Official receipt');
    expect(lines[0]).toBe('SANDBOX');
    expect(lines).toContain(SANDBOX_RECEIPT_TITLE);
    expect(lines.at(-1)).toMatch(/^SANDBOX: no money moved/);
  });

  it('is not how a real payment’s receipt looks', async () => {
    const pdf = await renderReceiptPdf({
      receiptNumber: 'R2026-000001',
      issuedAt: new Date('2026-11-27T10:00:00Z'),
      memberName: 'Demo Active Member',
      membershipNumber: 'COAZ-000001',
      description: 'Full Membership: annual subscription',
      amountNgwee: 30_000,
      network: 'MTN',
      paymentId: '00000000-0000-4000-8000-000000000000',
      periodFrom: '2026-11-27',
      validUntil: '2027-11-26',
      sandbox: false,
    });
    const lines = pdfTextLines(pdf);
    expect(lines).toContain('Official receipt');
    expect(lines.join('\n')).not.toMatch(/SANDBOX/);
  });
});

describe('a receipt for a renewal paid after the year ended', () => {
  it('states the period paid for and the validity that payment gave, not the bill’s old start', async () => {
    const validUntil = addDays(lusakaDate(new Date()), 20);
    await addMember('late.payer', validUntil);
    // Billed 30 days ahead, paid a month after the year ended.
    clock.setNow(at(addDays(validUntil, -20)));
    await runDuesCycle(app.services);
    const paidOn = addDays(validUntil, 31);
    clock.setNow(at(paidOn));
    await runDuesCycle(app.services);
    try {
      const { lines } = await payAndReadReceipt('late.payer');
      const newEnd = oneYearFrom(paidOn);
      const value = (label: string) => rowValue(lines, label);
      // Not the start the bill named when it was made, 30 days before the year ended; the period
      // once, in its own row, its end the membership's last valid day.
      expect(value('Period paid for')).toBe(`${readableDate(paidOn)} to ${readableDate(newEnd)}`);
      expect(value('For')).toBe('Full Membership: annual subscription');
      expect(lines).not.toContain('Paid year runs to');
      const summary = (await database.execute(
        "SELECT valid_until::text AS v FROM users WHERE username = 'late.payer'",
      )) as { v: string }[];
      expect(summary[0]?.v).toBe(newEnd);
    } finally {
      clock.reset();
    }
  });
});

describe('a renewal paid more than a year after the membership lapsed', () => {
  it('bills and receipts the year the payment buys, the one its valid-until comes from', async () => {
    const validUntil = addDays(lusakaDate(new Date()), 20);
    await addMember('long.lapsed', validUntil);
    try {
      clock.setNow(at(addDays(validUntil, -20)));
      await runDuesCycle(app.services);
      clock.setNow(at(addDays(validUntil, 31)));
      await runDuesCycle(app.services);
      const paidOn = addDays(validUntil, 420);
      clock.setNow(at(paidOn));
      await runDuesCycle(app.services);
      const logged = await app.send(`${api}/login`, {
        method: 'POST',
        json: { username: 'long.lapsed', password: 'Demo-2026!' },
      });
      const bill = await app.send(`${api}/membership`, { token: logged.body.access_token });
      expect(bill.body.fee.description).toBe(
        'Full Membership: annual subscription, a year from the day it is paid',
      );

      const { lines, list } = await payAndReadReceipt('long.lapsed');
      const [member] = (await database.execute(
        "SELECT valid_until::text AS v FROM users WHERE username = 'long.lapsed'",
      )) as { v: string }[];
      const newEnd = member?.v as string;
      expect(newEnd).toBe(oneYearFrom(paidOn));
      const value = (label: string) => rowValue(lines, label);
      const period = `${readableDate(paidOn)} to ${readableDate(newEnd)}`;
      expect(value('For')).toBe('Full Membership: annual subscription');
      expect(value('Period paid for')).toBe(period);
      expect(lines).not.toContain('Paid year runs to');
      // The list (the dashboard's receipts) still shows the description with its period.
      expect(list.body.items[0]).toMatchObject({
        description: `Full Membership: annual subscription, ${period}`,
        periodFrom: paidOn,
        validUntil: newEnd,
      });
    } finally {
      clock.reset();
    }
  });
});

describe('a year paid on 29 February', () => {
  it('ends on 28 February on the receipt, the dashboard, the card’s verification and the reminder', async () => {
    // A year that ended on 15 January 2028, lapsed after its grace period, renewed on 29 February.
    await addMember('leap.day.payer', '2028-01-15');
    await database.execute(
      "UPDATE users SET phone_number = '260961000229' WHERE username = 'leap.day.payer'",
    );
    try {
      for (const day of ['2027-12-16', '2028-02-20', '2028-02-29']) {
        clock.setNow(at(day));
        await runDuesCycle(app.services);
      }
      const { lines, list, token } = await payAndReadReceipt('leap.day.payer');
      const value = (label: string) => rowValue(lines, label);
      expect(value('Period paid for')).toBe('29 February 2028 to 28 February 2029');
      expect(list.body.items[0]).toMatchObject({
        periodFrom: '2028-02-29',
        validUntil: '2029-02-28',
      });

      const dashboard = await app.send(`${api}/membership`, { token });
      expect(dashboard.body).toMatchObject({
        validUntil: '2029-02-28',
        // Good standing runs on through the grace period (30 days in the tests' config).
        goodStandingUntil: addDays('2029-02-28', app.config.membership.duesGraceDays),
      });
      const verified = await app.send(`${api}/verify/${dashboard.body.membershipNumber}`);
      expect(verified.body.statement).toBe(
        `In good standing until ${readableDate(addDays('2029-02-28', app.config.membership.duesGraceDays))}`,
      );

      clock.setNow(at('2029-01-29'));
      await runDuesCycle(app.services);
      const outbox = await app.send('/api/dev/outbox?to=260961000229');
      expect(outbox.body.items[0].body).toMatch(/paid year ends on 28 February 2029 /);
    } finally {
      clock.reset();
    }
  });
});

describe('a payment made while the demo clock is moved', () => {
  it('is dated by that clock, as its receipt is: confirmed, fee paid and receipt on one day', async () => {
    const validUntil = addDays(lusakaDate(new Date()), 20);
    await addMember('moved.clock.payer', validUntil);
    const paidOn = addDays(validUntil, 400);
    try {
      clock.setNow(at(paidOn));
      await runDuesCycle(app.services);
      const { list } = await payAndReadReceipt('moved.clock.payer');
      expect(lusakaDate(new Date(list.body.items[0].issuedAt))).toBe(paidOn);
      const [payment] = (await database.execute(
        `SELECT p.confirmed_at AS "confirmedAt", r.paid_at AS "paidAt"
           FROM payments p JOIN receivables r ON r.id = p.receivable_id
           JOIN users u ON u.id = p.user_id
          WHERE u.username = 'moved.clock.payer' AND p.status = 'CONFIRMED'`,
      )) as { confirmedAt: Date | string; paidAt: Date | string }[];
      expect(lusakaDate(new Date(payment?.confirmedAt as string))).toBe(paidOn);
      expect(lusakaDate(new Date(payment?.paidAt as string))).toBe(paidOn);
    } finally {
      clock.reset();
    }
  });
});

describe("the demo's active members", () => {
  it('have the receipt for the year they are in good standing for', async () => {
    const logged = await app.send(`${api}/login`, {
      method: 'POST',
      json: { username: 'demo.active', password: 'Demo-2026!' },
    });
    const list = await app.send(`${api}/receipts`, { token: logged.body.access_token });
    expect(list.body.items).toHaveLength(1);
    const response = await app.app.request(`${api}/receipts/${list.body.items[0].id}.pdf`, {
      headers: { authorization: `Bearer ${logged.body.access_token}` },
    });
    const lines = await pdfTextLines(new Uint8Array(await response.arrayBuffer()));
    expect(lines.join('\n')).toContain(SANDBOX_RECEIPT_TITLE);
  });
});

describe('a token the server refuses', () => {
  it('is answered 401 token_invalid and declared so in the OpenAPI document, never 403', async () => {
    for (const path of [`${api}/receipts`, `${api}/receipts/1.pdf`]) {
      const answer = await app.send(path, { token: 'not-a-token' });
      expect(answer.status, path).toBe(401);
      expect((answer.body as { error: string }).error).toBe('token_invalid');
    }
    // biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document, read as JSON
    const document = (await app.send('/api/openapi.json')).body as any;
    for (const path of ['/coaz/api/receipts', '/coaz/api/receipts/{file}']) {
      const responses = document.paths[path].get.responses;
      expect(responses['401'].description, path).toMatch(/token_invalid/);
      expect(responses['403'], path).toBeUndefined();
    }
    // No member operation tells a client that a bad token is a refusal no refresh changes.
    const saysBadTokenIs403 = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/coaz/api/'))
      .flatMap(([path, operations]) =>
        Object.entries(
          operations as Record<string, { responses?: Record<string, { description?: string }> }>,
        )
          .filter(([, operation]) =>
            /invalid token/i.test(operation.responses?.['403']?.description ?? ''),
          )
          .map(([method]) => `${method} ${path}`),
      );
    expect(saysBadTokenIs403).toEqual([]);
  });
});
