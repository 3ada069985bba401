import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import type { AdjustableClock } from '../clock/clock';
import { runDuesCycle } from './dues-job';
import { addDays } from './lusaka-date';

let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, { publicUrl: 'https://coaz.org.zm' });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

it('the renewal reminder and the lapse notice name the site where the member logs in', async () => {
  const [member] = (await database.execute(
    `SELECT valid_until::text AS "validUntil", phone_number AS "phoneNumber"
       FROM users WHERE username = 'demo.active'`,
  )) as { validUntil: string; phoneNumber: string }[];
  if (!member) throw new Error('the demo seed has no demo.active');
  const { validUntil } = member;
  const clock = app.services.clock as AdjustableClock;
  const lastMessage = async () =>
    (await app.send(`/api/dev/outbox?to=${member.phoneNumber}`)).body.items[0]?.body as string;

  clock.setNow(new Date(`${addDays(validUntil, -30)}T08:00:00+02:00`));
  await runDuesCycle(app.services);
  expect(await lastMessage()).toMatch(
    /^COAZ: your paid year ends on .* Renew at coaz\.org\.zm\/login or at the secretariat: K/,
  );

  clock.setNow(new Date(`${addDays(validUntil, 60)}T08:00:00+02:00`));
  expect((await runDuesCycle(app.services)).lapsed).toBeGreaterThanOrEqual(1);
  expect(await lastMessage()).toMatch(
    /no longer in good standing\. Renew at coaz\.org\.zm\/login or at the secretariat: K[\d,.]+\.$/,
  );
});
