import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import type { AdjustableClock } from '../clock/clock';
import { runDuesCycle } from './dues-job';
import { addDays } from './lusaka-date';

// The dues job reads the members due, then works through them one by one, sending SMS as it
// goes; a member may renew in between. The job must then leave them be, not bill them again nor
// lapse them by the year they have just paid to extend.

let database: TestDatabase;
let app: TestApp;
let clock: AdjustableClock;
const api = '/coaz/api';
const EDITOR_PHONE = '260971000002';

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

async function login(username: string) {
  return app.send(`${api}/login`, { method: 'POST', json: { username, password: 'Demo-2026!' } });
}

/** demo.editor pays the renewal the job billed, as a member would from the dashboard. */
async function editorRenews() {
  const token = (await login('demo.editor')).body.access_token;
  const summary = await app.send(`${api}/membership`, { token });
  const started = await app.send(`${api}/payments`, {
    method: 'POST',
    token,
    json: {
      receivableId: summary.body.fee.receivableId,
      network: 'AIRTEL',
      phoneNumber: '0971000002',
    },
  });
  const paid = await app.send(`${api}/payments/${started.body.paymentId}`, { token });
  expect(paid.body.status).toBe('CONFIRMED');
}

describe('the dues job, when a member renews while it runs', () => {
  it('neither bills again nor lapses a member who paid after the list was read', async () => {
    const active = await login('demo.active');
    const summary = await app.send(`${api}/membership`, { token: active.body.access_token });
    const validUntil: string = summary.body.validUntil;
    clock.setNow(at(addDays(validUntil, -30)));
    await runDuesCycle(app.services);

    // Past the grace period, demo.active (read first) is lapsed and told by SMS; while that
    // message goes, demo.editor (read with it, same year) pays the renewal.
    clock.setNow(at(addDays(validUntil, 31)));
    const messages = app.services.messages;
    const send = messages.send.bind(messages);
    let renewedMeanwhile = false;
    messages.send = async (message) => {
      if (!renewedMeanwhile) {
        renewedMeanwhile = true;
        await editorRenews();
      }
      return send(message);
    };
    try {
      await runDuesCycle(app.services);
    } finally {
      messages.send = send;
    }
    expect(renewedMeanwhile).toBe(true);

    const editor = await login('demo.editor');
    expect(editor.body.status).toBe('SUCCESSFUL');
    const standing = await app.send(`${api}/membership`, { token: editor.body.access_token });
    expect(standing.body).toMatchObject({ status: 'ACTIVE', goodStanding: true, fee: null });
    expect(standing.body.validUntil > addDays(validUntil, 31)).toBe(true);
    const told = await app.send(`/api/dev/outbox?to=${EDITOR_PHONE}`);
    expect((told.body.items as { body: string }[]).map((item) => item.body).join('\n')).not.toMatch(
      /no longer in good standing/,
    );
  });
});
