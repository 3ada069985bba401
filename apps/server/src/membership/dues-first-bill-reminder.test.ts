import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import type { AdjustableClock } from '../clock/clock';
import { lusakaDate } from '../clock/lusaka-date';
import { FIRST_BILL_REMINDER_DAYS, runDuesCycle } from './dues-job';
import { addDays } from './lusaka-date';

let database: TestDatabase;
let app: TestApp;
let clock: AdjustableClock;
const api = '/coaz/api';
// demo.payment: approved from before, its first subscription billed and unpaid.
const PHONE = '260961000003';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, { paymentSandboxDelayMs: 0 });
  clock = app.services.clock as AdjustableClock;
});

afterAll(async () => {
  clock.reset();
  await app.close();
  await database.drop();
});

const at = (date: string) => new Date(`${date}T08:00:00+02:00`);

async function told() {
  return (await app.send(`/api/dev/outbox?to=${PHONE}`)).body.items as { body: string }[];
}

async function billedOn() {
  const [bill] = (await database.execute(
    `SELECT r.created_at AS "createdAt" FROM receivables r JOIN users u ON u.id = r.user_id
      WHERE u.username = 'demo.payment' AND r.paid_at IS NULL`,
  )) as { createdAt: string | Date }[];
  return lusakaDate(new Date(bill?.createdAt ?? ''));
}

describe('the dues job, for an approved member who never pays', () => {
  it('reminds them once, 14 days after the bill, and never again for it', async () => {
    const billed = await billedOn();
    const before = (await told()).length;

    clock.setNow(at(addDays(billed, FIRST_BILL_REMINDER_DAYS - 1)));
    await runDuesCycle(app.services);
    expect(await told()).toHaveLength(before);

    clock.setNow(at(addDays(billed, FIRST_BILL_REMINDER_DAYS)));
    expect((await runDuesCycle(app.services)).reminded).toBeGreaterThanOrEqual(1);
    const messages = await told();
    expect(messages).toHaveLength(before + 1);
    expect(messages[0]?.body).toBe(
      'COAZ: your first subscription of K300.00 is still unpaid. Pay it from your dashboard or at the secretariat to become an active member.',
    );

    // Once per bill: the next run, the next week and the next month send nothing more.
    for (const days of [FIRST_BILL_REMINDER_DAYS, 21, 40]) {
      clock.setNow(at(addDays(billed, days)));
      await runDuesCycle(app.services);
    }
    expect(await told()).toHaveLength(before + 1);

    const login = await app.send(`${api}/login`, {
      method: 'POST',
      json: { username: 'demo.payment', password: 'Demo-2026!' },
    });
    const history = await app.send(`${api}/membership/history`, {
      token: login.body.access_token,
    });
    expect(
      (history.body.items as { kind: string; summary: string }[]).filter(
        (item) => item.kind === 'reminder',
      ),
    ).toEqual([
      expect.objectContaining({
        summary: expect.stringMatching(
          /^Reminded that the first subscription billed .* is unpaid$/,
        ),
      }),
    ]);
  });

  it('raises no bill older than its window out of the blue', async () => {
    await database.execute(
      `UPDATE receivables SET created_at = now() - interval '200 days'
        WHERE paid_at IS NULL AND user_id = (SELECT id FROM users WHERE username = 'demo.payment')`,
    );
    await database.execute(
      `DELETE FROM dues_reminders WHERE user_id = (SELECT id FROM users WHERE username = 'demo.payment')`,
    );
    clock.reset();
    const before = (await told()).length;
    await runDuesCycle(app.services);
    expect(await told()).toHaveLength(before);
  });
});
