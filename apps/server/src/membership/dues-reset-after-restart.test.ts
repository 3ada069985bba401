import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import type { AdjustableClock } from '../clock/clock';

// The demo clock's offset lives in the server process (the clock is per instance), so a restart
// while the clock is moved on forgets the offset but not what the dues job did in that future.
// The README's `{reset: true}` must still bring the demo back.

let database: TestDatabase;
let app: TestApp;
let clock: AdjustableClock;
const api = '/coaz/api';
const FOUR_HUNDRED_DAYS_MS = 400 * 86_400_000;

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

async function loginStatus(): Promise<string> {
  const answer = await app.send(`${api}/login`, {
    method: 'POST',
    json: { username: 'demo.active', password: 'Demo-2026!' },
  });
  return answer.body.status;
}

describe('the demo clock reset after a restart', () => {
  it('undoes the lapse the dues job stamped in the future the clock had been moved to', async () => {
    await app.send('/api/dev/clock', { method: 'POST', json: { offsetMs: FOUR_HUNDRED_DAYS_MS } });
    expect(await loginStatus()).toBe('PENDING_PAYMENT');
    // A restart: the new process's clock reads real time, the database keeps the lapse.
    clock.reset();
    const reset = await app.send('/api/dev/clock', { method: 'POST', json: { reset: true } });
    expect(reset.body.offsetMs).toBe(0);
    expect(await loginStatus()).toBe('SUCCESSFUL');
  });
});
